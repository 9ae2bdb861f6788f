import { Link, Text } from '@react-email/components';
import { pathInLocale, type Locale, type SiteIdentity, type TourSide } from '@pcr/contracts';
import { EmailFrame, linkStyle, textStyle } from '../EmailFrame/EmailFrame.js';
import { emailTexts, visitorEmailTexts } from '../email-texts.js';
import { TourDetails, tourHomeUrl, type EmailTour } from '../tour-details.js';

export interface TourCancelledEmailProps {
  /** Who the e-mail is for: the visitor (in their language) or the agent (in English). */
  audience: TourSide;
  /** The visitor's language (the page they asked from). */
  language: Locale;
  tour: EmailTour;
  cancelledBy: TourSide;
  /** The confirmed time, if it was; else the e-mail shows the times asked for. */
  startsAt?: string;
  /** The visitor's name, for the agent's e-mail only: the visitor's repeats nothing they typed. */
  visitorName?: string;
  identity: SiteIdentity;
  siteUrl: string;
}

const agentTexts = emailTexts.tourCancelledNotification;

/** The visitor's subject (in their language), or the agent's (the home and who; a Spanish visitor's flagged). */
export function tourCancelledSubject(
  { audience, language, tour, visitorName }: Pick<TourCancelledEmailProps, 'audience' | 'language' | 'tour' | 'visitorName'>,
  brand: string,
): string {
  if (audience === 'visitor') return visitorEmailTexts[language].tourCancelled.subject(brand);
  return agentTexts.subject(tour.property.title, visitorName) + (language === 'es' ? emailTexts.agencyNotification.prefersSpanish : '');
}

/**
 * A tour cancelled (issue 48, section 2), by either side. The visitor's e-mail says who cancelled it
 * (the agent, or they themselves), with the home and the way to another tour; the agent's says which
 * visitor cancelled which home's tour, and when it was.
 */
export function TourCancelledEmail({ audience, language, tour, cancelledBy, startsAt, visitorName, identity, siteUrl }: TourCancelledEmailProps) {
  if (audience === 'agent') {
    const heading = cancelledBy === 'visitor' ? agentTexts.byVisitor(visitorName, tour.property.title) : agentTexts.byAgent(tour.property.title);
    const when = startsAt ? { label: agentTexts.labels.when, times: [startsAt] } : { label: agentTexts.labels.times, times: tour.times };
    return (
      <EmailFrame identity={identity} heading={heading} preview={heading}>
        {cancelledBy === 'agent' ? <Text style={textStyle}>{agentTexts.visitorTold}</Text> : null}
        <TourDetails tour={tour} language="en" siteUrl={siteUrl} when={when} />
      </EmailFrame>
    );
  }
  const visitorTexts = visitorEmailTexts[language];
  const texts = visitorTexts.tourCancelled;
  const labels = visitorTexts.tour.labels;
  const reason = cancelledBy === 'agent' ? texts.byAgent : texts.byVisitor;
  const when = startsAt ? { label: labels.when, times: [startsAt] } : { label: labels.times, times: tour.times };
  return (
    <EmailFrame identity={identity} language={language} heading={texts.heading} preview={reason} footnote={visitorTexts.whyYouGotThis(siteUrl)}>
      <Text style={textStyle}>{visitorTexts.greeting}</Text>
      <Text style={textStyle}>{reason}</Text>
      <TourDetails tour={tour} language={language} siteUrl={siteUrl} when={when} />
      <Text style={textStyle}>
        {texts.again}{' '}
        <Link href={tourHomeUrl(siteUrl, tour, language)} style={linkStyle}>
          {texts.homeLink}
        </Link>
        {' · '}
        <Link href={`${siteUrl}${pathInLocale('/contact', language)}`} style={linkStyle}>
          {texts.contactLink}
        </Link>
      </Text>
      <Text style={{ ...textStyle, margin: 0 }}>{visitorTexts.signOff(identity.brand)}</Text>
    </EmailFrame>
  );
}
