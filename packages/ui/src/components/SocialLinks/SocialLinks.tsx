import type { SiteIdentity } from '@pcr/contracts';
import { Icon, type IconName } from '../Icon/Icon.js';
import * as styles from './SocialLinks.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

/** The networks a profile can be on: the agency's (site identity) and an agent's; each is also its icon's name. */
export type SocialNetwork = (SiteIdentity['social'][number]['network'] | 'linkedin' | 'instagram') & IconName;

/** One profile: where it is, and the network's name as people say it ("LinkedIn"). */
export interface SocialProfile {
  network: SocialNetwork;
  href: string;
  label: string;
}

export interface SocialLinksProps {
  /** Whose profiles they are: each link is named "{owner} on {label}" (e.g. "Pacific Crest Realty on Facebook"). */
  owner: string;
  /** The profiles, in order; with none, nothing is drawn. */
  profiles: readonly SocialProfile[];
  /**
   * `labelled`: the network's icon and name in a pill (the contact page). `icons`: round buttons with
   * the icon alone (an agent's card, the founder's profile); the link's name still says where it goes.
   */
  appearance?: 'labelled' | 'icons';
  /** The round buttons' size with `appearance="icons"`: `sm` 34 px (cards), `lg` 46 px (the founder's profile). */
  size?: 'sm' | 'lg';
  /** The list's name for assistive technology (default "Social media", in the page's language). */
  label?: string;
  className?: string;
}

/**
 * Links to someone's social profiles: the agency's or an agent's. Use it wherever profiles are
 * listed, so every link is named the same way ("{owner} on {network}") and draws the same icon.
 */
export function SocialLinks({ owner, profiles, appearance = 'labelled', size = 'sm', label, className }: SocialLinksProps) {
  const t = useTranslate();
  if (profiles.length === 0) return null;
  const iconsOnly = appearance === 'icons';
  return (
    <ul className={cx(iconsOnly ? styles.iconList : styles.list, className)} aria-label={label ?? t('Social media')}>
      {profiles.map((profile) => (
        <li key={profile.href}>
          <a className={iconsOnly ? styles.iconLink[size] : styles.link} href={profile.href} aria-label={t('{brand} on {network}', { brand: owner, network: profile.label })}>
            {iconsOnly ? (
              <Icon name={profile.network} size={size === 'lg' ? 18 : 16} />
            ) : (
              <>
                <span className={styles.icon}>
                  <Icon name={profile.network} size={16} />
                </span>
                {profile.label}
              </>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
