import { useId, type ReactNode } from 'react';
import { defaultSiteIdentity, formatCount, formatUsd, pathInLocale, type OpenHouseListing, type Property, type SiteIdentity } from '@pcr/contracts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.js';
import { Container } from '../../components/Container/Container.js';
import { EmptyState } from '../../components/EmptyState/EmptyState.js';
import { JsonLd } from '../../components/JsonLd/JsonLd.js';
import { ListedBy } from '../../components/ListedBy/ListedBy.js';
import { Link } from '../../components/Link/Link.js';
import { ListingCourtesy } from '../../components/ListingCourtesy/ListingCourtesy.js';
import { listingAttributions, MlsDisclaimer } from '../../components/MlsDisclaimer/MlsDisclaimer.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import { OpenHouseSchedule } from '../../components/OpenHouseSchedule/OpenHouseSchedule.js';
import { MortgageCalculatorIsland, PhotoGalleryIsland } from '../../islands.js';
import { CARD_IMAGE_SIZE } from '../../components/PropertyCard/PropertyCard.js';
import type { DataState } from '../../utils/data-state.js';
import * as styles from './PropertyPage.css.js';
import { realEstateListingJsonLd } from '../../utils/structured-data/listing.js';
import { useAbsoluteUrl } from '../../utils/site-origin.js';
import { useLocale, useTranslate } from '../../i18n/locale-context.js';
import { TourRequestForm } from '../TourRequestPage/TourRequestForm.js';

export interface PropertyPageProps {
  property: DataState<Property>;
  /** The short contact form about this home (the app passes it with its submit handler). */
  contactForm: ReactNode;
  /** E-mail alerts about this home, under the contact form (the app passes it with its submit handler). */
  alertForm?: ReactNode;
  /** The home's upcoming open houses (issue 48); none or absent: no section. */
  openHouses?: readonly OpenHouseListing[];
  /** The server's clock (ISO): the times the tour form offers (issue 48 §2). Absent: the clock here. */
  now?: string;
  /** The brand the tour form's consent names. Absent: the contract's default identity. */
  identity?: Pick<SiteIdentity, 'brand'>;
}

/** The tour form's section: the page's own link near the top, and a visitor's bookmark, go there. */
const TOUR_SECTION_ID = 'tour';

/** /properties/{id}: the home (its photo, or a gallery of its photos), its facts and listing agent (and office, from an MLS), its open houses and a private tour's form, what it would cost a month, the MLS's disclaimer, and the short contact form with the home's e-mail alerts under it. */
export function PropertyPage({ property, contactForm, alertForm, openHouses = [], now, identity = defaultSiteIdentity }: PropertyPageProps) {
  const absoluteUrl = useAbsoluteUrl();
  const tourHeadingId = useId();
  const t = useTranslate();
  // The MLS's words (title, remarks) stay as written: marked English on a page in another language.
  const locale = useLocale();
  const mlsLang = locale === 'en' ? undefined : 'en';
  if (property.status === 'loading') {
    return (
      <Container className={styles.page} aria-busy="true">
        <VisuallyHidden role="status">{t('Loading property…')}</VisuallyHidden>
        <div aria-hidden="true" data-testid="property-page-skeleton" className={styles.layout}>
          <Skeleton shape="block" width="100%" aspectRatio="3 / 2" />
          <Skeleton shape="block" width="100%" height={420} />
        </div>
      </Container>
    );
  }
  if (property.status === 'error') {
    return (
      <Container className={styles.page}>
        <h1 className={styles.title}>{t('Property Not Found')}</h1>
        <EmptyState
          headingLevel="h2"
          icon="home"
          title={t('This home is no longer listed')}
          description={t('It may have sold or been taken off the market. Browse our other homes, or contact us to hear about similar ones.')}
          action={{ href: '/properties', label: t('View All Properties') }}
        />
      </Container>
    );
  }
  const home = property.data;
  return (
    <Container className={styles.page}>
      <JsonLd data={realEstateListingJsonLd(home, absoluteUrl, locale)} />
      <Breadcrumbs items={[{ label: t('Home'), href: '/' }, { label: t('Properties'), href: '/properties' }, { label: home.title, lang: mlsLang }]} />
      <div className={styles.layout}>
        <div className={styles.details}>
          {home.photos && home.photos.length > 1 ? (
            <PhotoGalleryIsland photos={home.photos} title={home.title} />
          ) : (
            <img className={styles.photo} src={home.imageUrl} alt={home.title} lang={mlsLang} width={CARD_IMAGE_SIZE.width} height={CARD_IMAGE_SIZE.height} fetchPriority="high" />
          )}
          <p className={styles.status}>{t(home.status)}</p>
          <h1 className={styles.title} lang={mlsLang}>
            {home.title}
          </h1>
          <p className={styles.price}>{formatUsd(home.price)}</p>
          <p className={styles.muted}>{home.location}</p>
          {/* To the tour form further down, from where a visitor decides to see the home. */}
          <p className={styles.tourLinkLine}>
            <a className={styles.tourLink} href={`#${TOUR_SECTION_ID}`}>
              {t('Request a private tour')}
            </a>
          </p>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t('Bedrooms')}</dt>
              <dd className={styles.factValue}>{home.bedrooms}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t('Bathrooms')}</dt>
              <dd className={styles.factValue}>{home.bathrooms}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t('Square feet')}</dt>
              <dd className={styles.factValue}>{formatCount(home.squareFeet)}</dd>
            </div>
          </dl>
          {home.description ? (
            <p className={styles.muted} lang={mlsLang}>
              {home.description}
            </p>
          ) : null}
          <div className={styles.agent}>
            <img className={styles.agentPhoto} src={home.agent.imageUrl} alt="" width={64} height={64} loading="lazy" decoding="async" />
            <ListedBy agent={home.agent} onPage className={styles.muted}>
              . <Link href="/team">{t('Meet our team')}</Link>
            </ListedBy>
          </div>
          <ListingCourtesy office={home.listOfficeName} className={styles.courtesy} />
          <p className={styles.muted}>
            <Link href={`/neighborhoods/${home.neighborhood}`}>{t('About the neighborhood')}</Link> ·{' '}
            <Link href={`/properties?neighborhood=${home.neighborhood}`}>{t('More homes nearby')}</Link>
          </p>
          <OpenHouseSchedule openHouses={openHouses} />
          {/* A private tour (issue 48 §2): posts to the home's tour page, which answers it without scripts. */}
          <section id={TOUR_SECTION_ID} aria-labelledby={tourHeadingId} className={styles.tour}>
            <h2 id={tourHeadingId} className={styles.tourHeading}>
              {t('Request a tour')}
            </h2>
            <TourRequestForm
              action={pathInLocale(`/properties/${home.id}/tour`, locale)}
              now={now ?? new Date().toISOString()}
              labelledBy={tourHeadingId}
              identity={identity}
            />
          </section>
          <MortgageCalculatorIsland price={home.price} hoaMonthly={home.monthlyHoa} />
          <MlsDisclaimer attributions={listingAttributions([home])} />
        </div>
        <div className={styles.aside}>
          {contactForm}
          {alertForm}
        </div>
      </div>
    </Container>
  );
}
