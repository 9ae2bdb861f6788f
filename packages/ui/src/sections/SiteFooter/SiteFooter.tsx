import { useId } from 'react';
import { BUSINESS_HOURS, MARKETING_FIGURES, RESPONSE_PROMISE_HOURS, type SiteIdentity } from '@pcr/contracts';
import { Brand } from '../../components/Brand/Brand.js';
import { Container } from '../../components/Container/Container.js';
import { Icon, type IconName } from '../../components/Icon/Icon.js';
import { JsonLd } from '../../components/JsonLd/JsonLd.js';
import { Link } from '../../components/Link/Link.js';
import { useTranslate } from '../../i18n/locale-context.js';
import { footerNeighborhoods, footerQuickLinks } from '../../utils/navigation.js';
import { realEstateAgentJsonLd } from '../../utils/structured-data/organization.js';
import { useAbsoluteUrl } from '../../utils/site-origin.js';
import * as styles from './SiteFooter.css.js';

export interface SiteFooterProps {
  identity: Pick<SiteIdentity, 'brand' | 'phoneDisplay' | 'phoneHref' | 'email' | 'address' | 'social' | 'reviews' | 'dreLicense'>;
  /** Copyright year: the app passes the current year; stories fix it. */
  year: number;
}

const socialIcons: Record<SiteIdentity['social'][number]['network'], IconName> = {
  facebook: 'facebook',
  pinterest: 'pinterest',
  youtube: 'youtube',
};

const reviewIcons: Record<SiteIdentity['reviews'][number]['site'], IconName> = {
  google: 'google',
  yelp: 'yelp',
};

/**
 * Site footer: brand and blurb, social and review links, neighborhoods, quick links, contact and hours,
 * the agency's DRE license number (California wants it wherever the agency solicits business); and,
 * once on every page, the agency as RealEstateAgent structured data.
 */
export function SiteFooter({ identity, year }: SiteFooterProps) {
  const id = useId();
  const ids = { areas: `${id}-areas`, links: `${id}-links`, contact: `${id}-contact` };
  const absoluteUrl = useAbsoluteUrl();
  const t = useTranslate();
  return (
    <footer className={styles.footer}>
      <span className={styles.wave} aria-hidden="true" />
      <Container>
        <div className={styles.top}>
          <div className={`${styles.brandColumn} ${styles.wide}`}>
            <Brand brand={identity.brand} tone="inverse" />
            <p className={styles.blurb}>
              {t(
                'Boutique real estate guidance across Orange County and Los Angeles since {founded}. Honest advice, local expertise and a reply within {hours} hours.',
                { founded: MARKETING_FIGURES.founded, hours: RESPONSE_PROMISE_HOURS },
              )}
            </p>
            <ul className={styles.social} aria-label={t('Social media')}>
              {identity.social.map((entry) => (
                <li key={entry.href}>
                  <a className={styles.socialLink} href={entry.href} aria-label={t('{brand} on {network}', { brand: identity.brand, network: entry.label })}>
                    <Icon name={socialIcons[entry.network]} size={18} />
                  </a>
                </li>
              ))}
            </ul>
            <ul className={styles.reviews} aria-label={t('Reviews')}>
              {identity.reviews.map((entry) => (
                <li key={entry.href}>
                  <a className={styles.reviewBadge} href={entry.href}>
                    <span className={styles.reviewLogo}>
                      <Icon name={reviewIcons[entry.site]} size={20} />
                    </span>
                    <span className={styles.reviewText}>
                      <span className={styles.reviewKicker}>{t('Read our reviews on')}</span>
                      <span className={styles.reviewLabel}>{entry.label}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-labelledby={ids.areas}>
            <h2 id={ids.areas} className={styles.heading}>
              {t('Neighborhoods')}
            </h2>
            <ul className={styles.list}>
              {footerNeighborhoods.map((hood) => (
                <li key={hood.slug}>
                  <Link className={styles.link} href={hood.href}>
                    {hood.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby={ids.links}>
            <h2 id={ids.links} className={styles.heading}>
              {t('Quick links')}
            </h2>
            <ul className={styles.list}>
              {footerQuickLinks.map((item) => (
                <li key={item.href}>
                  <Link className={styles.link} href={item.href}>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <section aria-labelledby={ids.contact} className={styles.wide}>
            <h2 id={ids.contact} className={styles.heading}>
              {t('Get in touch')}
            </h2>
            <ul className={styles.list}>
              <li>
                <a className={styles.contactLink} href={identity.phoneHref}>
                  <span className={styles.contactIcon}>
                    <Icon name="phone" size={16} />
                  </span>
                  {identity.phoneDisplay}
                </a>
              </li>
              <li>
                <a className={styles.contactLink} href={`mailto:${identity.email}`}>
                  <span className={styles.contactIcon}>
                    <Icon name="mail" size={16} />
                  </span>
                  {identity.email}
                </a>
              </li>
            </ul>
            <p className={styles.hoursTitle}>
              <Icon name="clock" size={16} />
              <span>{t('Office hours')}</span>
            </p>
            <dl className={styles.hours}>
              {BUSINESS_HOURS.map((entry) => (
                <div key={entry.days} className={styles.hoursRow}>
                  <dt className={styles.hoursDays}>{t(entry.days)}</dt>
                  <dd className={styles.hoursTime}>{t(entry.hours)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </Container>
      <div className={styles.bottom}>
        <Container className={styles.bottomInner}>
          <p>
            {t('© {year} {brand}. All rights reserved.', { year, brand: identity.brand })} {t('DRE #{number}', { number: identity.dreLicense })}
          </p>
          <p>{t('Serving Orange County & Los Angeles since {founded}', { founded: MARKETING_FIGURES.founded })}</p>
        </Container>
      </div>
      <JsonLd data={realEstateAgentJsonLd(identity, absoluteUrl)} />
    </footer>
  );
}
