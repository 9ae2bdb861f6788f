import { useId } from 'react';
import type { ServiceArea } from '@pcr/contracts';
import { Icon } from '../../components/Icon/Icon.js';
import { Link } from '../../components/Link/Link.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import * as styles from './ServiceAreas.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface ServiceAreasProps {
  serviceAreas: readonly ServiceArea[];
  /** Id of the section, for in-page links such as "#service-areas". */
  id?: string;
  /** Regions side by side from the tablet layout up (off in a narrow column). */
  columns?: boolean;
  className?: string;
}

/** The areas the agency serves, grouped by region, each linking to its neighborhood or city page. */
export function ServiceAreas({ serviceAreas, id, columns = false, className }: ServiceAreasProps) {
  const headingId = useId();
  const t = useTranslate();
  return (
    <section id={id} aria-labelledby={headingId} className={cx(styles.root, className)}>
      <SectionHeading id={headingId} as="h2" eyebrow={t('Where we work')} title={t('Areas We Serve')} />
      <div className={cx(styles.regions, columns && styles.wide)}>
        {serviceAreas.map((group) => (
          <div key={group.region} className={styles.region}>
            <h3 className={styles.regionTitle}>
              <Icon name="map-pin" size={18} className={styles.regionIcon} />
              {t(group.region)}
            </h3>
            <ul className={styles.list}>
              {group.areas.map((area) => (
                <li key={area.href}>
                  <Link href={area.href} className={styles.link}>
                    {area.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
