import { Button, Link, Text } from '@react-email/components';
import { buttonStyle, emailClasses, linkStyle, textStyle } from './EmailFrame.js';

export interface ConfirmationAskTexts {
  confirm: string;
  notYou: string;
  unsubscribe: string;
  unsubscribeLink: string;
}

export interface ConfirmationAskProps {
  texts: ConfirmationAskTexts;
  /** The signed link of the site's page that confirms (double opt-in). */
  confirmUrl: string;
  /** The signed one-click way out (also in the List-Unsubscribe header). */
  unsubscribeUrl: string;
  signOff: string;
}

/**
 * The close of every e-mail that asks an address to confirm (a subscription, an alert): the button,
 * what happens if it was not them, the way out and the sign-off. Drawn in both e-mails' stories.
 */
export function ConfirmationAsk({ texts, confirmUrl, unsubscribeUrl, signOff }: ConfirmationAskProps) {
  return (
    <>
      <Text style={textStyle}>
        <Button href={confirmUrl} className={emailClasses.button} style={buttonStyle}>
          {texts.confirm}
        </Button>
      </Text>
      <Text style={textStyle}>{texts.notYou}</Text>
      <Text style={textStyle}>
        {texts.unsubscribe}{' '}
        <Link href={unsubscribeUrl} style={linkStyle}>
          {texts.unsubscribeLink}
        </Link>
      </Text>
      <Text style={{ ...textStyle, margin: 0 }}>{signOff}</Text>
    </>
  );
}
