import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ListingPhoto } from '@pcr/contracts';
import { Button } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { FallbackImage } from '../ImageUnavailable/FallbackImage.js';
import { ImageUnavailable } from '../ImageUnavailable/ImageUnavailable.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { CARD_IMAGE_SIZE } from '../PropertyCard/PropertyCard.js';
import * as mediaCard from '../../theme/recipes/media-card.css.js';
import * as styles from './PhotoGallery.css.js';
import { useScriptReady } from '../../utils/use-script-ready.js';
import { cx } from '../../utils/cx.js';
import { useLocale, useTranslate } from '../../i18n/locale-context.js';

export interface PhotoGalleryProps {
  /** The home's photos in their order; the first is the one shown first. */
  photos: readonly ListingPhoto[];
  /** The home's title: names the gallery ("Photos of {title}"). */
  title: string;
  className?: string;
}

/** A horizontal drag of this many px on the photo is a swipe (shorter ones are taps or jitter). */
const SWIPE_THRESHOLD = 40;

/** What each key does to the photo shown (ArrowLeft/ArrowRight wrap around, as the buttons do). */
const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

const placeholder = <ImageUnavailable className={mediaCard.imagePlaceholder} iconClassName={mediaCard.imagePlaceholderIcon} testId="gallery-image-placeholder" />;

/** The photo in the frame, at its own size (the cards' size when the feed gave none), or 'Image not available'. */
function FramedPhoto({ photo, first }: { photo: ListingPhoto | undefined; first: boolean }) {
  // The MLS's description of the photo, in English on a page in another language.
  const mlsLang = useLocale() === 'en' ? undefined : 'en';
  if (!photo) return placeholder;
  return (
    <FallbackImage
      className={styles.image}
      src={photo.url}
      fallback={placeholder}
      alt={photo.alt}
      lang={mlsLang}
      width={photo.width ?? CARD_IMAGE_SIZE.width}
      height={photo.height ?? CARD_IMAGE_SIZE.height}
      // Only the photo shown is in the page: the first is the page's main image, the others load when asked for.
      fetchPriority={first ? 'high' : undefined}
      loading={first ? 'eager' : 'lazy'}
      draggable={false}
    />
  );
}

/**
 * A property's photos, one at a time, large (the WAI-ARIA APG carousel: a region described as a
 * carousel, the photo a group described as a slide). Previous/Next, the thumbnails, ArrowLeft/
 * ArrowRight/Home/End anywhere in the gallery and a horizontal swipe on the photo change it; a
 * polite live region reads the new count. Previous/Next wrap around rather than disable at the
 * ends: a button that turns disabled under the keyboard drops its focus to the page, and a swipe
 * or Next on the last photo going back to the first is what visitors of listing sites expect.
 * The server renders the first photo and every thumbnail; the controls are disabled until the
 * script runs (without it they could not work). One photo, or none: the frame alone, no controls.
 */
export function PhotoGallery({ photos, title, className }: PhotoGalleryProps) {
  const ready = useScriptReady();
  const t = useTranslate();
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const thumbnailsRef = useRef<HTMLDivElement>(null);
  const focusThumbnail = useRef(false);
  const count = photos.length;

  // A key pressed on a thumbnail moves the focus with the photo, so it never rests on another one.
  useEffect(() => {
    if (!focusThumbnail.current) return;
    focusThumbnail.current = false;
    thumbnailsRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
  }, [index]);

  if (count < 2) {
    return (
      <div className={cx(styles.frame, className)}>
        <FramedPhoto photo={photos[0]} first />
      </div>
    );
  }

  const show = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    focusThumbnail.current = thumbnailsRef.current?.contains(event.target as Node) ?? false;
    show(move(index, count));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || event.button !== 0) return;
    swipeStart.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) <= Math.abs(event.clientY - start.y)) return;
    show(dx < 0 ? index + 1 : index - 1);
  };

  const position = (at: number) => t('{number} of {count}', { number: at + 1, count });
  return (
    <section className={cx(styles.gallery, className)} aria-roledescription="carousel" aria-label={t('Photos of {title}', { title })} onKeyDown={onKeyDown}>
      <div
        className={styles.frame}
        role="group"
        aria-roledescription="slide"
        aria-label={position(index)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        // The browser took the gesture over (a vertical scroll): not a swipe.
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <FramedPhoto photo={photos[index]} first={index === 0} />
      </div>
      <div className={styles.controls}>
        <Button variant="secondary" size="sm" onClick={() => show(index - 1)} disabled={!ready}>
          <Icon name="arrow-left" size={16} />
          {t('Previous')}
          <VisuallyHidden>{t(' photo')}</VisuallyHidden>
        </Button>
        <p className={styles.count} aria-live="polite" aria-atomic="true">{t('Photo {position}', { position: position(index) })}</p>
        <Button variant="secondary" size="sm" onClick={() => show(index + 1)} disabled={!ready}>
          {t('Next')}
          <VisuallyHidden>{t(' photo')}</VisuallyHidden>
          <Icon name="arrow-right" size={16} />
        </Button>
      </div>
      <div className={styles.thumbnails} ref={thumbnailsRef}>
        {photos.map((photo, at) => (
          <button
            key={`${at}-${photo.url}`}
            type="button"
            className={styles.thumbnail}
            aria-label={t('Show photo {position}: {alt}', { position: position(at), alt: photo.alt })}
            aria-current={at === index ? 'true' : undefined}
            disabled={!ready}
            onClick={() => show(at)}
          >
            {/* The button carries the name; a thumbnail that fails leaves its empty tile. */}
            <FallbackImage className={mediaCard.image} src={photo.url} fallback={null} alt="" width={CARD_IMAGE_SIZE.width} height={CARD_IMAGE_SIZE.height} loading="lazy" />
          </button>
        ))}
      </div>
    </section>
  );
}
