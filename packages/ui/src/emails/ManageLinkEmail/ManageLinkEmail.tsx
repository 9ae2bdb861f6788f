import { Button, Text } from '@react-email/components';
import type { Locale, SiteIdentity } from '@pcr/contracts';
import { buttonStyle, EmailFrame, emailClasses, textStyle } from '../EmailFrame/EmailFrame.js';
import { visitorEmailTexts } from '../email-texts.js';

export interface ManageLinkEmailProps {
  /** A fresh signed link to the page that manages every alert of the address. */
  manageUrl: string;
  /** The language of the alert's page. */
  language: Locale;
  identity: SiteIdentity;
  siteUrl: string;
}

/**
 * A fresh link to manage the alerts of an address (decision 0047), asked for from an expired link:
 * it goes to the address itself, so whoever asked for it learns nothing and gains nothing. It says
 * how long the link works and that nothing changed if it was not them.
 */
export function ManageLinkEmail({ manageUrl, language, identity, siteUrl }: ManageLinkEmailProps) {
  const emailTexts = visitorEmailTexts[language];
  const texts = emailTexts.manageLink;
  return (
    <EmailFrame identity={identity} language={language} heading={texts.heading} preview={texts.ask} footnote={texts.whyYouGotThis(siteUrl)}>
      <Text style={textStyle}>{emailTexts.greeting}</Text>
      <Text style={textStyle}>{texts.ask}</Text>
      <Text style={textStyle}>
        <Button href={manageUrl} className={emailClasses.button} style={buttonStyle}>
          {texts.button}
        </Button>
      </Text>
      <Text style={textStyle}>{texts.notYou}</Text>
      <Text style={{ ...textStyle, margin: 0 }}>{emailTexts.signOff(identity.brand)}</Text>
    </EmailFrame>
  );
}
