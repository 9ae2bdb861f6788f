import { useEffect, useRef, useState } from 'react';
import { Container } from '../components/Container.js';
import * as styles from './CityHero.css.js';
import { cx } from '../utils/cx.js';

/** Spec section 4: what a missing or failing city image is replaced by. */
export const IMAGE_NOT_AVAILABLE = 'Image not available';

/** Intrinsic size of the city artwork (3:2). */
export const CITY_IMAGE_SIZE = { width: 1200, height: 800 } as const;

export interface CityHeroProps {
  name: string;
  description: string;
  /** Missing, empty or failing: the placeholder reading 'Image not available' takes its place. */
  imageUrl?: string;
  /** Line above the name. */
  eyebrow?: string;
  /** The page's h1 by default. */
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

/** Picture frame icon for the placeholder (decorative). */
function ImageOffIcon() {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="3" y="4.5" width="18" height="15" rx="2" />
      <path d="m3.5 16 5-5 4 4 2.5-2.5 5.5 5.5" />
      <circle cx="15.5" cy="9" r="1.6" />
      <path d="M3 3l18 18" />
    </svg>
  );
}

/**
 * The city's photo, 500 px tall, with its name and description overlaid on a dark scrim.
 * A missing image, or one that fails to load, is replaced by a placeholder reading 'Image not available'.
 */
export function CityHero({ name, description, imageUrl, eyebrow = 'Orange County, California', headingLevel: Heading = 'h1', className }: CityHeroProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const source = imageUrl?.trim() ? imageUrl : undefined;
  const showImage = source !== undefined && failedUrl !== source;

  // A prerendered page may have lost the image's error event before React attached its handler:
  // an image that is already complete but cannot be decoded has failed.
  useEffect(() => {
    const image = imageRef.current;
    if (!source || !image || !image.complete) return;
    let active = true;
    image.decode().catch(() => {
      if (active) setFailedUrl(source);
    });
    return () => {
      active = false;
    };
  }, [source]);

  return (
    <div className={cx(styles.hero, className)} data-testid="city-hero">
      {showImage ? (
        <img
          ref={imageRef}
          key={source}
          className={styles.image}
          src={source}
          alt={`View of ${name}`}
          width={CITY_IMAGE_SIZE.width}
          height={CITY_IMAGE_SIZE.height}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          onError={() => setFailedUrl(source)}
        />
      ) : (
        <div className={styles.placeholder} data-testid="city-hero-placeholder">
          <span className={styles.placeholderIcon}>
            <ImageOffIcon />
          </span>
          <span>{IMAGE_NOT_AVAILABLE}</span>
        </div>
      )}
      <div className={styles.scrim} aria-hidden="true" />
      <Container className={styles.content}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading className={styles.title}>{name}</Heading>
        <p className={styles.description}>{description}</p>
      </Container>
    </div>
  );
}
