import { Link, Text } from '@react-email/components';
import type { AlertFrequency, Locale, SiteIdentity } from '@pcr/contracts';
import { describeSearch, type AlertTopic } from '../alert-topic.js';
import { ConfirmationAsk } from '../EmailFrame/ConfirmationAsk.js';
import { EmailFrame, linkStyle, textStyle } from '../EmailFrame/EmailFrame.js';
import { visitorEmailTexts } from '../email-texts.js';

export interface AlertConfirmationEmailProps {
  /** What the alert follows: a search (its filters in words) or one home. */
  topic: AlertTopic;
  frequency: AlertFrequency;
  /** The signed link of the site's page that confirms the alert (double opt-in). */
  confirmUrl: string;
  /** The signed unsubscribe link of this address (also in the List-Unsubscribe header). */
  unsubscribeUrl: string;
  /** The language of the page the alert was asked from. */
  language: Locale;
  identity: SiteIdentity;
  siteUrl: string;
}

/**
 * The e-mail an alert request sends (issue 31, decision 0038): it asks the address to confirm, since
 * anyone can type any address, says what the alert follows and how often it writes, and offers a
 * one-click way out. It repeats nothing typed: a search in words from its structured values, a home
 * by its listing's title.
 */
export function AlertConfirmationEmail({ topic, frequency, confirmUrl, unsubscribeUrl, language, identity, siteUrl }: AlertConfirmationEmailProps) {
  const emailTexts = visitorEmailTexts[language];
  const texts = emailTexts.alertConfirmation;
  const { label: howOften, values: frequencies } = emailTexts.alertFrequency;
  return (
    <EmailFrame identity={identity} language={language} heading={texts.heading} preview={texts.ask} footnote={emailTexts.whyYouGotThis(siteUrl)}>
      <Text style={textStyle}>{emailTexts.greeting}</Text>
      <Text style={textStyle}>{texts.ask}</Text>
      <Text style={textStyle}>
        {texts.topic}{' '}
        {topic.kind === 'search' ? (
          <strong>{describeSearch(topic.search, topic.areaName, language)}</strong>
        ) : (
          <>
            {/* The listing's title as the MLS wrote it. */}
            <Link href={topic.url} lang={language === 'en' ? undefined : 'en'} style={{ ...linkStyle, fontWeight: 700 }}>
              {topic.title}
            </Link>{' '}
            {texts.homeChanges}
          </>
        )}
        <br />
        {howOften} <strong>{frequencies[frequency]}</strong>
      </Text>
      <ConfirmationAsk texts={texts} confirmUrl={confirmUrl} unsubscribeUrl={unsubscribeUrl} signOff={emailTexts.signOff(identity.brand)} />
    </EmailFrame>
  );
}
