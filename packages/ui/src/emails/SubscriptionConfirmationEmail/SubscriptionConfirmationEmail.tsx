import { Text } from '@react-email/components';
import type { Locale, SiteIdentity } from '@pcr/contracts';
import { ConfirmationAsk } from '../EmailFrame/ConfirmationAsk.js';
import { EmailFrame, textStyle } from '../EmailFrame/EmailFrame.js';
import { visitorEmailTexts } from '../email-texts.js';

export interface SubscriptionConfirmationEmailProps {
  /** What they subscribed for: named only when it is one of the form's choices (the API takes any text). */
  interest: string;
  /** The signed link of the site's page that confirms the subscription (double opt-in). */
  confirmUrl: string;
  /** The signed unsubscribe link of this subscription (also in the List-Unsubscribe header). */
  unsubscribeUrl: string;
  /** The language of the page the form was sent from. */
  language: Locale;
  identity: SiteIdentity;
  siteUrl: string;
}

/**
 * The e-mail a subscription sends: it asks the address to confirm (decision 0037), since anyone can
 * type any address, and offers a one-click way out. It repeats nothing typed into the form: no
 * name, and the interest only as one of the form's choices.
 */
export function SubscriptionConfirmationEmail({ interest, confirmUrl, unsubscribeUrl, language, identity, siteUrl }: SubscriptionConfirmationEmailProps) {
  const emailTexts = visitorEmailTexts[language];
  const texts = emailTexts.subscriptionConfirmation;
  const interestName = texts.interestName(interest);
  return (
    <EmailFrame identity={identity} language={language} heading={texts.heading} preview={texts.ask} footnote={emailTexts.whyYouGotThis(siteUrl)}>
      <Text style={textStyle}>{emailTexts.greeting}</Text>
      <Text style={textStyle}>{texts.ask}</Text>
      {interestName ? (
        <Text style={textStyle}>
          {texts.interest} <strong>{interestName}</strong>
        </Text>
      ) : null}
      <ConfirmationAsk texts={texts} confirmUrl={confirmUrl} unsubscribeUrl={unsubscribeUrl} signOff={emailTexts.signOff(identity.brand)} />
    </EmailFrame>
  );
}
