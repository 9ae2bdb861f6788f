import { Link, Text } from '@react-email/components';
import type { SiteIdentity } from '@pcr/contracts';
import { EmailFrame, linkStyle, textStyle } from '../EmailFrame/EmailFrame.js';
import { emailTexts } from '../email-texts.js';

export interface SubscriptionConfirmationEmailProps {
  name: string;
  /** What they subscribed for (the form's picklist). */
  interest: string;
  /** The signed unsubscribe link of this subscription (also in the List-Unsubscribe header). */
  unsubscribeUrl: string;
  identity: SiteIdentity;
  siteUrl: string;
}

const texts = emailTexts.subscriptionConfirmation;

/** The visitor's confirmation of a subscription, with a one-click way out. */
export function SubscriptionConfirmationEmail({ name, interest, unsubscribeUrl, identity, siteUrl }: SubscriptionConfirmationEmailProps) {
  return (
    <EmailFrame identity={identity} heading={texts.heading} preview={texts.thanks} footnote={emailTexts.whyYouGotThis(siteUrl)}>
      <Text style={textStyle}>{emailTexts.greeting(name)}</Text>
      <Text style={textStyle}>{texts.thanks}</Text>
      <Text style={textStyle}>
        {texts.interest} <strong>{interest}</strong>
      </Text>
      <Text style={textStyle}>
        {texts.unsubscribe}{' '}
        <Link href={unsubscribeUrl} style={linkStyle}>
          {texts.unsubscribeLink}
        </Link>
      </Text>
      <Text style={{ ...textStyle, margin: 0 }}>{emailTexts.signOff(identity.brand)}</Text>
    </EmailFrame>
  );
}
