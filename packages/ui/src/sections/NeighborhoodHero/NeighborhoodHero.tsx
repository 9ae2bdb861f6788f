import { useState } from 'react';
import { formatMillions, type Neighborhood } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { CARD_IMAGE_SIZE } from '../../components/PropertyCard/PropertyCard.js';
import { cx } from '../../utils/cx.js';
import * as styles from './NeighborhoodHero.css.js';
import { useTranslate } from '../../i18n/locale-context.js';

/** The hero is at least this tall at every width (taller only when a narrow screen needs room for its text); the page skeleton uses it too. */
export const NEIGHBORHOOD_HERO_HEIGHT_PX = 480;

export interface NeighborhoodHeroProps {
  neighborhood: Pick<Neighborhood, 'name' | 'region' | 'imageUrl' | 'description' | 'averagePrice'>;
  /** The page's h1 by default. */
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

/**
 * The neighborhood's picture (fixed size, so nothing moves when it arrives) with its region, name,
 * description and average price overlaid on a dark scrim. If the picture fails, the deep-sea
 * background it sits on stays, and the text still reads.
 */
export function NeighborhoodHero({ neighborhood, headingLevel: Heading = 'h1', className }: NeighborhoodHeroProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const t = useTranslate();
  const { name, imageUrl, description, averagePrice } = neighborhood;
  const region = t(neighborhood.region);
  return (
    <div className={cx(styles.hero, className)} style={{ minHeight: NEIGHBORHOOD_HERO_HEIGHT_PX }} data-testid="neighborhood-hero">
      {failedUrl !== imageUrl ? (
        <img
          key={imageUrl}
          className={styles.image}
          src={imageUrl}
          alt={`${name}, ${region}`}
          width={CARD_IMAGE_SIZE.width}
          height={CARD_IMAGE_SIZE.height}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : null}
      <div className={styles.scrim} aria-hidden="true" />
      <Container className={styles.content}>
        <p className={styles.eyebrow}>{region}</p>
        <Heading className={styles.title}>{name}</Heading>
        <p className={styles.description}>{description}</p>
        <p className={styles.price}>
          <strong className={styles.priceValue}>{formatMillions(averagePrice)}</strong> {t('average home price')}
        </p>
      </Container>
    </div>
  );
}
