import { useId } from 'react';
import { AREA_PROPERTIES_LIMIT, errorMessages, SKELETON_COUNTS, type Neighborhood, type Property } from '@pcr/contracts';
import { ButtonLink } from '../../components/Button/Button.js';
import { ErrorState } from '../../components/ErrorState/ErrorState.js';
import { Icon } from '../../components/Icon/Icon.js';
import { listingAttributions, MlsDisclaimer } from '../../components/MlsDisclaimer/MlsDisclaimer.js';
import { PropertyCard, PropertyCardSkeleton } from '../../components/PropertyCard/PropertyCard.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import * as statusStyles from '../../theme/recipes/status-message.css.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import type { DataState } from '../../utils/data-state.js';
import { cx } from '../../utils/cx.js';
import * as styles from './NeighborhoodAreaProperties.css.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface NeighborhoodAreaPropertiesProps {
  neighborhood: Pick<Neighborhood, 'name' | 'slug'>;
  /** The neighborhood's homes; at most four are shown (spec section 9). */
  properties: DataState<Property[]>;
  className?: string;
}

/** Where all of a neighborhood's homes are listed. */
export const areaPropertiesHref = (slug: string) => `/properties?neighborhood=${encodeURIComponent(slug)}`;

/**
 * Up to four homes for sale in the neighborhood, and a link to all of them at
 * /properties?neighborhood={slug}, with an MLS's disclaimer for the homes shown. Two skeletons while
 * loading (spec section 4); the spec's exact text when there are none (section 8).
 */
export function NeighborhoodAreaProperties({ neighborhood, properties, className }: NeighborhoodAreaPropertiesProps) {
  const t = useTranslate();
  const headingId = useId();
  const allHref = areaPropertiesHref(neighborhood.slug);
  const viewAllLabel = t('View all properties in {name}', { name: neighborhood.name });
  const shown = properties.status === 'loaded' ? properties.data.slice(0, AREA_PROPERTIES_LIMIT) : [];
  return (
    <section aria-labelledby={headingId} aria-busy={properties.status === 'loading'} className={cx(styles.section, className)}>
      <SectionHeading
        id={headingId}
        eyebrow={t('Available Now')}
        title={
          <>
            {t('Homes for sale in')} <em>{neighborhood.name}</em>
          </>
        }
      />
      {properties.status === 'loading' ? (
        <>
          <VisuallyHidden role="status">{t('Loading homes in {name}…', { name: neighborhood.name })}</VisuallyHidden>
          <div className={styles.grid}>
            {Array.from({ length: SKELETON_COUNTS.areaProperties }, (_, index) => (
              <PropertyCardSkeleton key={index} />
            ))}
          </div>
        </>
      ) : properties.status === 'error' ? (
        <ErrorState
          title={t("We couldn't load the homes in {name}", { name: neighborhood.name })}
          description={t('Please try again in a moment, or see every home we list in the area.')}
          detail={properties.message}
          action={{ href: allHref, label: viewAllLabel }}
        />
      ) : properties.data.length === 0 ? (
        <div className={cx(statusStyles.root, statusStyles.tone.neutral)} data-state="empty">
          <span className={statusStyles.iconWrap.neutral}>
            <Icon name="home" size={26} />
          </span>
          <p className={cx(statusStyles.description, styles.emptyText)}>{t(errorMessages.areaPropertiesEmpty)}</p>
          <ButtonLink href="/contact" variant="secondary">
            {t('Contact Us')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className={styles.grid}>
            {shown.map((property) => (
              <li key={property.id}>
                <PropertyCard property={property} />
              </li>
            ))}
          </ul>
          <p className={styles.more}>
            <ButtonLink href={allHref} variant="secondary" className={styles.viewAll}>
              {viewAllLabel}
              <Icon name="arrow-right" size={16} />
            </ButtonLink>
          </p>
          <MlsDisclaimer attributions={listingAttributions(shown)} />
        </>
      )}
    </section>
  );
}
