import { Text } from '@react-email/components';
import type { Locale, SiteIdentity } from '@pcr/contracts';
import { EmailFrame, textStyle } from '../EmailFrame/EmailFrame.js';
import { visitorEmailTexts } from '../email-texts.js';
import { TourDetails, TourVisitorClosing, type EmailTour } from '../tour-details.js';

export interface TourRequestEmailProps {
  /** The language of the page the request was sent from. */
  language: Locale;
  tour: EmailTour;
  /** The agent the request was assigned to: the e-mail says they will answer. Absent: "an agent". */
  agentName?: string;
  /** The visitor's signed link to the tour's page, where they can cancel it. */
  cancelUrl: string;
  identity: SiteIdentity;
  siteUrl: string;
}

/**
 * The visitor's receipt of a tour request (issue 48, section 2): plainly a request, not a booking,
 * until the agent confirms a time or proposes another; the home and the times asked for, and the link
 * to see or cancel it. It repeats nothing they typed: neither their name nor their message.
 */
export function TourRequestEmail({ language, tour, agentName, cancelUrl, identity, siteUrl }: TourRequestEmailProps) {
  const emailTexts = visitorEmailTexts[language];
  const texts = emailTexts.tourRequest;
  return (
    <EmailFrame identity={identity} language={language} heading={texts.heading} preview={texts.notBooked(agentName)} footnote={emailTexts.whyYouGotThis(siteUrl)}>
      <Text style={textStyle}>{emailTexts.greeting}</Text>
      <Text style={{ ...textStyle, fontWeight: 600 }}>{texts.notBooked(agentName)}</Text>
      <TourDetails tour={tour} language={language} siteUrl={siteUrl} when={{ label: emailTexts.tour.labels.times, times: tour.times }} />
      <TourVisitorClosing language={language} cancel={texts.cancel} cancelLink={texts.cancelLink} cancelUrl={cancelUrl} identity={identity} />
    </EmailFrame>
  );
}
