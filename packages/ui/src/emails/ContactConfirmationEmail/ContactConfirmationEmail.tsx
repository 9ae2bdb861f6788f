import { Link, Text } from '@react-email/components';
import type { SiteIdentity } from '@pcr/contracts';
import { EmailFrame, linkStyle, textStyle } from '../EmailFrame/EmailFrame.js';
import { emailTexts } from '../email-texts.js';

export interface ContactConfirmationEmailProps {
  /** The visitor's name as they typed it. */
  name: string;
  identity: SiteIdentity;
  siteUrl: string;
}

const texts = emailTexts.contactConfirmation;

/**
 * The visitor's confirmation of a contact form: the message arrived, the 24-hour promise, the phone.
 * It never repeats what they wrote (anyone can type any address into the form).
 */
export function ContactConfirmationEmail({ name, identity, siteUrl }: ContactConfirmationEmailProps) {
  return (
    <EmailFrame identity={identity} heading={texts.heading} preview={`${texts.thanks} ${texts.promise}`} footnote={emailTexts.whyYouGotThis(siteUrl)}>
      <Text style={textStyle}>{emailTexts.greeting(name)}</Text>
      <Text style={textStyle}>{texts.thanks}</Text>
      <Text style={textStyle}>
        {texts.promise} {texts.call}{' '}
        <Link href={identity.phoneHref} style={linkStyle}>
          {identity.phoneDisplay}
        </Link>
        .
      </Text>
      <Text style={{ ...textStyle, margin: 0 }}>{emailTexts.signOff(identity.brand)}</Text>
    </EmailFrame>
  );
}
