import { Column, Img, Link, Row, Section, Text } from '@react-email/components';
import { formatUsd, pacificMoment, type AlertFrequency, type ListingAttribution, type Locale, type SiteIdentity } from '@pcr/contracts';
import { describeSearch, type AlertHome, type AlertTopic } from '../alert-topic.js';
import { EmailFrame, emailClasses, emailColors, linkStyle, textStyle } from '../EmailFrame/EmailFrame.js';
import { visitorEmailTexts, type VisitorEmailTexts } from '../email-texts.js';
import { pacificWhen } from '../pacific-when.js';

export interface AlertDigestEmailProps {
  topic: AlertTopic;
  frequency: AlertFrequency;
  /** The homes that changed since the last e-mail, each with its change and its page. */
  homes: AlertHome[];
  /** The signed link of the page that manages every alert of the address (frequency, pause, delete all). */
  manageUrl: string;
  /** The signed link that stops this alert in one click (also in the List-Unsubscribe header). */
  unsubscribeUrl: string;
  /** When the homes' data was read (ISO timestamp): the prices and statuses are as of then. */
  dataAsOf: string;
  language: Locale;
  identity: SiteIdentity;
  siteUrl: string;
}

type DigestTexts = VisitorEmailTexts['alertDigest'];

/** The subject, also the heading: how many homes for a search; for a home, its one change ("Price cut: {title}"). */
export function alertDigestSubject({ topic, homes, language }: Pick<AlertDigestEmailProps, 'topic' | 'homes' | 'language'>): string {
  const texts = visitorEmailTexts[language].alertDigest;
  if (topic.kind === 'search') return texts.searchSubject(homes.length);
  const [only] = homes;
  return homes.length === 1 && only ? texts.homeSubject(texts.changes[only.change.kind], topic.title) : texts.homeUpdatesSubject(topic.title);
}

/** What happened to a home, as its card's badge says it; a price cut with its amount. */
function changeLabel({ change, property }: AlertHome, texts: DigestTexts): string {
  if (change.kind === 'price_drop' && change.previousPrice !== undefined && change.previousPrice > property.price) {
    return texts.priceCutBy(formatUsd(change.previousPrice - property.price));
  }
  if (change.kind === 'open_house' && change.openHouse) {
    return texts.openHouseOn(pacificWhen(change.openHouse.startsAt, change.openHouse.endsAt));
  }
  return texts.changes[change.kind];
}

/**
 * The MLS attributions of the homes, one per disclaimer, as the site's lists show them
 * (MlsDisclaimer's listingAttributions): should two disagree on the time, the older one.
 */
function attributionsOf(homes: readonly AlertHome[]): ListingAttribution[] {
  const byDisclaimer = new Map<string, ListingAttribution>();
  for (const { attribution } of homes.map((home) => home.property)) {
    if (!attribution) continue;
    const known = byDisclaimer.get(attribution.disclaimer);
    if (!known || Date.parse(attribution.dataUpdatedAt) < Date.parse(known.dataUpdatedAt)) byDisclaimer.set(attribution.disclaimer, attribution);
  }
  return [...byDisclaimer.values()];
}

const smallStyle = { ...textStyle, fontSize: '14px', lineHeight: '20px', margin: '0 0 4px' } as const;
const finePrintStyle = { ...textStyle, fontSize: '13px', lineHeight: '18px', color: emailColors.textMuted, margin: '0 0 8px' } as const;
const badgeStyle = {
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: '4px',
  backgroundColor: emailColors.accentSoft,
  color: emailColors.accent,
  fontSize: '13px',
  lineHeight: '18px',
  fontWeight: 600,
} as const;

/** One home: its photo and title link to its page; its change, price, facts, place and listing office. */
function HomeCard({ home, texts, language, siteUrl }: { home: AlertHome; texts: DigestTexts; language: Locale; siteUrl: string }) {
  const { property, url } = home;
  // The listing's title as the MLS wrote it: English in an e-mail in another language.
  const listingLang = language === 'en' ? undefined : 'en';
  return (
    <Section className={emailClasses.border} style={{ border: `1px solid ${emailColors.border}`, borderRadius: '8px', margin: '0 0 16px' }}>
      <Row>
        {/* The photo's link would be a bare address in the plain-text part, before the title's. */}
        <Column data-skip-in-text="true" style={{ width: '40%', verticalAlign: 'top', padding: '12px 0 12px 12px' }}>
          <Link href={url}>
            <Img
              src={new URL(property.imageUrl, siteUrl).href}
              alt={property.title}
              lang={listingLang}
              width="200"
              height="133"
              style={{ width: '100%', height: 'auto', borderRadius: '4px' }}
            />
          </Link>
        </Column>
        <Column style={{ verticalAlign: 'top', padding: '12px 16px' }}>
          <Text style={{ ...smallStyle, margin: '0 0 8px' }}>
            <span className={emailClasses.badge} style={badgeStyle}>
              {changeLabel(home, texts)}
            </span>
          </Text>
          <Text style={{ ...textStyle, fontSize: '20px', lineHeight: '28px', fontWeight: 700, margin: '0 0 4px' }}>{formatUsd(property.price)}</Text>
          <Text style={{ ...textStyle, fontWeight: 600, margin: '0 0 4px' }}>
            <Link href={url} lang={listingLang} style={linkStyle}>
              {property.title}
            </Link>
          </Text>
          <Text style={smallStyle}>
            {texts.beds(property.bedrooms)} · {texts.baths(property.bathrooms)} · {texts.squareFeet(property.squareFeet)}
          </Text>
          <Text className={emailClasses.muted} style={{ ...smallStyle, color: emailColors.textMuted }}>
            {property.location}
          </Text>
          {property.listOfficeName ? (
            <Text className={emailClasses.muted} style={{ ...finePrintStyle, margin: '4px 0 0' }}>
              {texts.courtesy(property.listOfficeName)}
            </Text>
          ) : null}
        </Column>
      </Row>
    </Section>
  );
}

/**
 * An alert's e-mail (issue 31, decision 0038): a card for each home that changed, then the MLS's
 * disclaimer with the data's time, how often it comes, and the links to manage every alert of the
 * address or to stop this one. The agency's postal address is the frame's.
 */
export function AlertDigestEmail({ topic, frequency, homes, manageUrl, unsubscribeUrl, dataAsOf, language, identity, siteUrl }: AlertDigestEmailProps) {
  const emailTexts = visitorEmailTexts[language];
  const texts = emailTexts.alertDigest;
  const { label: howOften, values: frequencies } = emailTexts.alertFrequency;
  const subject = alertDigestSubject({ topic, homes, language });
  const description = topic.kind === 'search' ? describeSearch(topic.search, topic.areaName, language) : undefined;
  return (
    <EmailFrame
      identity={identity}
      language={language}
      heading={subject}
      preview={description ? `${texts.searchIntro} ${description}` : texts.homeIntro}
      footnote={texts.whyYouGotThis(siteUrl)}
    >
      <Text style={textStyle}>
        {description ? (
          <>
            {texts.searchIntro} <strong>{description}</strong>
          </>
        ) : (
          texts.homeIntro
        )}
      </Text>
      {homes.map((home) => (
        <HomeCard key={home.property.id} home={home} texts={texts} language={language} siteUrl={siteUrl} />
      ))}
      <Section className={emailClasses.border} style={{ borderTop: `1px solid ${emailColors.border}`, paddingTop: '16px', marginTop: '8px' }}>
        {attributionsOf(homes).map(({ disclaimer, dataUpdatedAt }) => (
          <Text key={disclaimer} className={emailClasses.muted} style={finePrintStyle}>
            {/* The MLS's own words, as it requires them: English in an e-mail in another language. */}
            <span lang={language === 'en' ? undefined : 'en'}>{disclaimer}</span> {texts.listingDataUpdated} {texts.moment(pacificMoment(dataUpdatedAt))}.
          </Text>
        ))}
        <Text className={emailClasses.muted} style={{ ...finePrintStyle, margin: '0 0 16px' }}>
          {texts.dataAsOf(texts.moment(pacificMoment(dataAsOf)))}
        </Text>
        <Text style={{ ...smallStyle, margin: '0 0 8px' }}>
          {howOften} {frequencies[frequency]}.
        </Text>
        <Text style={{ ...smallStyle, margin: '0 0 8px' }}>
          {texts.manage}{' '}
          <Link href={manageUrl} style={linkStyle}>
            {texts.manageLink}
          </Link>
        </Text>
        <Text style={{ ...smallStyle, margin: 0 }}>
          {texts.stop}{' '}
          <Link href={unsubscribeUrl} style={linkStyle}>
            {texts.stopLink}
          </Link>
        </Text>
      </Section>
    </EmailFrame>
  );
}
