import { Link, Text } from '@react-email/components';
import type { Locale, SiteIdentity } from '@pcr/contracts';
import { EmailFrame, linkStyle, textStyle } from '../EmailFrame/EmailFrame.js';
import { visitorEmailTexts } from '../email-texts.js';

export interface ContactConfirmationEmailProps {
  /** The language of the page the form was sent from. */
  language: Locale;
  identity: SiteIdentity;
  siteUrl: string;
  /** The agent the lead was assigned to: the e-mail says they will reply. Absent: "we". */
  agentName?: string;
}

/**
 * The visitor's confirmation of a contact form: the message arrived, the 24-hour promise, the phone.
 * It never repeats what they wrote, their name included (anyone can type any address into the form).
 */
export function ContactConfirmationEmail({ language, identity, siteUrl, agentName }: ContactConfirmationEmailProps) {
  const emailTexts = visitorEmailTexts[language];
  const texts = emailTexts.contactConfirmation;
  const promise = agentName ? texts.agentPromise(agentName) : texts.promise;
  return (
    <EmailFrame
      identity={identity}
      language={language}
      heading={texts.heading}
      preview={`${texts.thanks} ${promise}`}
      footnote={emailTexts.whyYouGotThis(siteUrl)}
    >
      <Text style={textStyle}>{emailTexts.greeting}</Text>
      <Text style={textStyle}>{texts.thanks}</Text>
      <Text style={textStyle}>
        {promise} {texts.call}{' '}
        <Link href={identity.phoneHref} style={linkStyle}>
          {identity.phoneDisplay}
        </Link>
        .
      </Text>
      <Text style={{ ...textStyle, margin: 0 }}>{emailTexts.signOff(identity.brand)}</Text>
    </EmailFrame>
  );
}
