import { Container } from '../../components/Container/Container.js';
import { FallbackImage } from '../../components/ImageUnavailable/FallbackImage.js';
import { ImageUnavailable } from '../../components/ImageUnavailable/ImageUnavailable.js';
import * as styles from './CityHero.css.js';
import type { Locale } from '@pcr/contracts';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export { IMAGE_NOT_AVAILABLE } from '../../components/ImageUnavailable/ImageUnavailable.js';

/** Intrinsic size of the city artwork (3:2). */
export const CITY_IMAGE_SIZE = { width: 1200, height: 800 } as const;

export interface CityHeroProps {
  name: string;
  description: string;
  /** The description's language when it is not the page's (a guide the city-guide service wrote in English). */
  lang?: Locale | undefined;
  /** Missing, empty or failing: the placeholder reading 'Image not available' takes its place. */
  imageUrl?: string;
  /** Line above the name ('Orange County, California' in the page's language by default; empty for none). */
  eyebrow?: string;
  /** The page's h1 by default. */
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

/**
 * The city's photo, 500 px tall, with its name and description overlaid on a dark scrim.
 * A missing image, or one that fails to load, is replaced by a placeholder reading 'Image not available'.
 */
export function CityHero({ name, description, lang, imageUrl, eyebrow, headingLevel: Heading = 'h1', className }: CityHeroProps) {
  const t = useTranslate();
  const line = eyebrow ?? t('Orange County, California');

  return (
    <div className={cx(styles.hero, className)} data-testid="city-hero">
      <FallbackImage
        className={styles.image}
        src={imageUrl}
        alt={t('View of {city}', { city: name })}
        width={CITY_IMAGE_SIZE.width}
        height={CITY_IMAGE_SIZE.height}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        fallback={<ImageUnavailable className={styles.placeholder} iconClassName={styles.placeholderIcon} testId="city-hero-placeholder" />}
      />
      <div className={styles.scrim} aria-hidden="true" />
      <Container className={styles.content}>
        {line ? <p className={styles.eyebrow}>{line}</p> : null}
        <Heading className={styles.title}>{name}</Heading>
        <p className={styles.description} lang={lang}>
          {description}
        </p>
      </Container>
    </div>
  );
}
