import { Link, Text } from '@react-email/components';
import type { Locale, SiteIdentity } from '@pcr/contracts';
import { EmailFrame, linkStyle, textStyle } from '../EmailFrame/EmailFrame.js';
import { visitorEmailTexts } from '../email-texts.js';

export interface SubscriptionConfirmationEmailProps {
  name: string;
  /** What they subscribed for (the form's picklist). */
  interest: string;
  /** The signed unsubscribe link of this subscription (also in the List-Unsubscribe header). */
  unsubscribeUrl: string;
  /** The language of the page the form was sent from. */
  language: Locale;
  identity: SiteIdentity;
  siteUrl: string;
}

/** The visitor's confirmation of a subscription, with a one-click way out. */
export function SubscriptionConfirmationEmail({ name, interest, unsubscribeUrl, language, identity, siteUrl }: SubscriptionConfirmationEmailProps) {
  const emailTexts = visitorEmailTexts[language];
  const texts = emailTexts.subscriptionConfirmation;
  return (
    <EmailFrame identity={identity} language={language} heading={texts.heading} preview={texts.thanks} footnote={emailTexts.whyYouGotThis(siteUrl)}>
      <Text style={textStyle}>{emailTexts.greeting(name)}</Text>
      <Text style={textStyle}>{texts.thanks}</Text>
      <Text style={textStyle}>
        {texts.interest} <strong>{texts.interestName(interest)}</strong>
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
