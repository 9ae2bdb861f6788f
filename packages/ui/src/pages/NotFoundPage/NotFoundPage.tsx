import { type SiteIdentity } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { Icon, type IconName } from '../../components/Icon/Icon.js';
import { Link } from '../../components/Link/Link.js';
import { useTranslate } from '../../i18n/locale-context.js';
import type { PlainText } from '../../i18n/translate.js';
import * as styles from './NotFoundPage.css.js';

export interface NotFoundPageProps {
  identity: Pick<SiteIdentity, 'brand' | 'phoneDisplay' | 'phoneHref'>;
}

const destinations: { href: string; title: PlainText; text: PlainText; icon: IconName }[] = [
  { href: '/', title: 'Home', text: 'Start again from our homepage.', icon: 'home' },
  { href: '/hot-listings', title: 'Hot Listings', text: 'See the homes drawing the most interest right now.', icon: 'flame' },
  { href: '/neighborhoods', title: 'Neighborhoods', text: 'Explore Orange County and Los Angeles, area by area.', icon: 'map-pin' },
];

/** The page for any unknown path. */
export function NotFoundPage({ identity }: NotFoundPageProps) {
  const t = useTranslate();
  return (
    <>
      <div className={styles.root}>
        <Container className={styles.inner}>
          <p className={styles.code}>
            404
          </p>
          <h1 className={styles.title}>{t('Page not found')}</h1>
          <p className={styles.lead}>
            {t('The page you are looking for may have moved, or the link may be out of date. These are good places to pick up the trail:')}
          </p>
          <ul className={styles.options}>
            {destinations.map((destination) => (
              <li key={destination.href}>
                <Link href={destination.href} className={styles.option}>
                  <span className={styles.optionIcon}>
                    <Icon name={destination.icon} size={22} />
                  </span>
                  <span className={styles.optionTitle}>
                    {t(destination.title)}
                    <Icon name="arrow-right" size={18} />
                  </span>
                  <span className={styles.optionText}>{t(destination.text)}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.help}>
            {t('Looking for something specific? Call us at ')}
            <a className={styles.helpLink} href={identity.phoneHref}>
              {identity.phoneDisplay}
            </a>
            .
          </p>
        </Container>
      </div>
    </>
  );
}
