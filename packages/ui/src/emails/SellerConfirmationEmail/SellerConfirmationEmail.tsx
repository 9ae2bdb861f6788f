import { Link, Text } from '@react-email/components';
import type { Locale, SiteIdentity } from '@pcr/contracts';
import { EmailFrame, linkStyle, textStyle } from '../EmailFrame/EmailFrame.js';
import { visitorEmailTexts } from '../email-texts.js';

export interface SellerConfirmationEmailProps {
  /** The language of the page the form was sent from. */
  language: Locale;
  identity: SiteIdentity;
  siteUrl: string;
  /** The agent the lead was assigned to: the e-mail says they will reply. Absent: "we". */
  agentName?: string;
}

/**
 * The visitor's confirmation of a seller's request (issue 47): what happens next (an agent's
 * comparative market analysis within 24 hours) and how to reach the agency meanwhile. Like the
 * contact's, it repeats nothing they typed, neither their name nor the home's street: anyone can
 * type any address into the form.
 */
export function SellerConfirmationEmail({ language, identity, siteUrl, agentName }: SellerConfirmationEmailProps) {
  const emailTexts = visitorEmailTexts[language];
  const texts = emailTexts.sellerConfirmation;
  return (
    <EmailFrame
      identity={identity}
      language={language}
      heading={texts.heading}
      preview={`${texts.thanks} ${texts.promise}`}
      footnote={emailTexts.whyYouGotThis(siteUrl)}
    >
      <Text style={textStyle}>{emailTexts.greeting}</Text>
      <Text style={textStyle}>{texts.thanks}</Text>
      <Text style={textStyle}>{`${agentName ? texts.agentNext(agentName) : texts.next(identity.brand)} ${texts.promise}`}</Text>
      <Text style={textStyle}>
        {texts.call}{' '}
        <Link href={identity.phoneHref} style={linkStyle}>
          {identity.phoneDisplay}
        </Link>
        .
      </Text>
      <Text style={{ ...textStyle, margin: 0 }}>{emailTexts.signOff(identity.brand)}</Text>
    </EmailFrame>
  );
}
