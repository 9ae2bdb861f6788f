import { Link, Text } from '@react-email/components';
import type { Locale, SiteIdentity } from '@pcr/contracts';
import { EmailFrame, linkStyle, textStyle } from '../EmailFrame/EmailFrame.js';
import { emailTexts } from '../email-texts.js';
import { TourDetails, type EmailTour } from '../tour-details.js';

export interface TourAcceptedEmailProps {
  /** Who asked: the agent's e-mail names them and replies go to them. */
  visitor: { name: string; email: string; phone: string | null; language: Locale };
  tour: EmailTour;
  /** The time the agent proposed and the visitor accepted (ISO). */
  startsAt: string;
  /** The agent's signed link to cancel the tour. */
  cancelUrl: string;
  identity: SiteIdentity;
  siteUrl: string;
}

const texts = emailTexts.tourAcceptedNotification;

/** "Tour confirmed: {title} — {name}"; a Spanish-speaking visitor's flagged, as on the request. */
export function tourAcceptedSubject({ tour, visitor }: Pick<TourAcceptedEmailProps, 'tour' | 'visitor'>): string {
  return texts.subject(tour.property.title, visitor.name) + (visitor.language === 'es' ? emailTexts.agencyNotification.prefersSpanish : '');
}

/**
 * The visitor accepted the time the agent proposed (issue 48, section 2): the agent's e-mail, in
 * English, says the tour is confirmed and in the visitor's calendar, when, and how to cancel it.
 */
export function TourAcceptedEmail({ visitor, tour, startsAt, cancelUrl, identity, siteUrl }: TourAcceptedEmailProps) {
  const heading = texts.heading(visitor.name);
  return (
    <EmailFrame identity={identity} heading={heading} preview={heading}>
      <Text style={textStyle}>{texts.intro}</Text>
      <TourDetails tour={tour} language="en" siteUrl={siteUrl} when={{ label: texts.labels.when, times: [startsAt] }} />
      <Text style={{ ...textStyle, margin: 0 }}>
        <Link href={cancelUrl} style={linkStyle}>
          {texts.cancel}
        </Link>
      </Text>
    </EmailFrame>
  );
}
