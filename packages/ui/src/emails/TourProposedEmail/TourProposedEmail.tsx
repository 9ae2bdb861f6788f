import { Button, Text } from '@react-email/components';
import type { Locale, SiteIdentity } from '@pcr/contracts';
import { buttonStyle, EmailFrame, emailClasses, textStyle } from '../EmailFrame/EmailFrame.js';
import { visitorEmailTexts } from '../email-texts.js';
import { TourDetails, TourVisitorClosing, tourTime, type EmailTour } from '../tour-details.js';

export interface TourProposedEmailProps {
  language: Locale;
  tour: EmailTour;
  /** The agent's proposed time (ISO). */
  proposedAt: string;
  /** The agent who proposes it. Absent: "your agent". */
  agentName?: string;
  /** The visitor's signed links: accept the proposed time, or cancel the request. */
  acceptUrl: string;
  cancelUrl: string;
  identity: SiteIdentity;
  siteUrl: string;
}

/**
 * The agent proposes another time (issue 48, section 2): the time, the home and how; not confirmed
 * until the visitor accepts it through its signed link; or they cancel the request. Only our data.
 */
export function TourProposedEmail({ language, tour, proposedAt, agentName, acceptUrl, cancelUrl, identity, siteUrl }: TourProposedEmailProps) {
  const emailTexts = visitorEmailTexts[language];
  const texts = emailTexts.tourProposed;
  return (
    <EmailFrame
      identity={identity}
      language={language}
      heading={texts.heading(agentName)}
      preview={`${texts.intro} ${tourTime(proposedAt, language)}. ${texts.notConfirmed}`}
      footnote={emailTexts.whyYouGotThis(siteUrl)}
    >
      <Text style={textStyle}>{emailTexts.greeting}</Text>
      <Text style={textStyle}>{texts.intro}</Text>
      <TourDetails tour={tour} language={language} siteUrl={siteUrl} when={{ label: emailTexts.tour.labels.when, times: [proposedAt] }} agentName={agentName} />
      <Text style={{ ...textStyle, fontWeight: 600 }}>{texts.notConfirmed}</Text>
      <Text style={textStyle}>
        <Button href={acceptUrl} className={emailClasses.button} style={buttonStyle}>
          {texts.accept}
        </Button>
      </Text>
      <TourVisitorClosing language={language} cancel={texts.cancel} cancelLink={texts.cancelLink} cancelUrl={cancelUrl} identity={identity} />
    </EmailFrame>
  );
}
