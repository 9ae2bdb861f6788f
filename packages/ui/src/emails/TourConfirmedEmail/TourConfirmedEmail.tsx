import { Text } from '@react-email/components';
import type { Locale, SiteIdentity } from '@pcr/contracts';
import { EmailFrame, textStyle } from '../EmailFrame/EmailFrame.js';
import { visitorEmailTexts } from '../email-texts.js';
import { TourDetails, TourVisitorClosing, tourTime, type EmailTour } from '../tour-details.js';

export interface TourConfirmedEmailProps {
  language: Locale;
  tour: EmailTour;
  /** The confirmed time (ISO): one of the visitor's, or the agent's proposal they accepted. */
  startsAt: string;
  /** The agent who shows the home. Absent: "we". */
  agentName?: string;
  /** The visitor's signed link to cancel the tour. */
  cancelUrl: string;
  identity: SiteIdentity;
  siteUrl: string;
}

/**
 * The visitor's confirmation of a tour (issue 48, section 2): when, the home, how and with whom; the
 * calendar invitation (.ics) the server attaches; and the link to cancel. Only our data.
 */
export function TourConfirmedEmail({ language, tour, startsAt, agentName, cancelUrl, identity, siteUrl }: TourConfirmedEmailProps) {
  const emailTexts = visitorEmailTexts[language];
  const texts = emailTexts.tourConfirmed;
  return (
    <EmailFrame identity={identity} language={language} heading={texts.heading} preview={`${texts.intro(agentName)} ${tourTime(startsAt, language)}`} footnote={emailTexts.whyYouGotThis(siteUrl)}>
      <Text style={textStyle}>{emailTexts.greeting}</Text>
      <Text style={textStyle}>{texts.intro(agentName)}</Text>
      <TourDetails tour={tour} language={language} siteUrl={siteUrl} when={{ label: emailTexts.tour.labels.when, times: [startsAt] }} agentName={agentName} />
      <Text style={textStyle}>{texts.invitation}</Text>
      <TourVisitorClosing language={language} cancel={texts.cancel} cancelLink={texts.cancelLink} cancelUrl={cancelUrl} identity={identity} />
    </EmailFrame>
  );
}
