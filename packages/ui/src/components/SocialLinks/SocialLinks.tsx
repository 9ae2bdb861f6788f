import type { SiteIdentity } from '@pcr/contracts';
import { Icon, type IconName } from '../Icon/Icon.js';
import * as styles from './SocialLinks.css.js';
import { cx } from '../../utils/cx.js';

export interface SocialLinksProps {
  identity: Pick<SiteIdentity, 'brand' | 'social'>;
  /** Name of the list for assistive technology. */
  label?: string;
  className?: string;
}

const networkIcons: Record<SiteIdentity['social'][number]['network'], IconName> = {
  facebook: 'facebook',
  pinterest: 'pinterest',
  youtube: 'youtube',
};

/** The agency's social profiles as labelled links (icon and network name). */
export function SocialLinks({ identity, label = 'Social media', className }: SocialLinksProps) {
  return (
    <ul className={cx(styles.list, className)} aria-label={label}>
      {identity.social.map((entry) => (
        <li key={entry.href}>
          <a className={styles.link} href={entry.href} aria-label={`${identity.brand} on ${entry.label}`}>
            <span className={styles.icon}>
              <Icon name={networkIcons[entry.network]} size={16} />
            </span>
            {entry.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
