import { Button } from '../../components/Button/Button.js';
import { Link } from '../../components/Link/Link.js';
import { useTranslate } from '../../i18n/locale-context.js';
import * as controls from '../../theme/recipes/controls.css.js';
import * as styles from './PlainForm.css.js';

export interface PlainFormActionsProps {
  /** The submit button's words. */
  label: string;
  /** Where what is sent is kept: a hint beside the button, linking to the privacy policy. */
  privacyHint?: boolean;
}

/** The submit button of a form that posts without script, and the privacy hint beside it. */
export function PlainFormActions({ label, privacyHint = false }: PlainFormActionsProps) {
  const t = useTranslate();
  return (
    <div className={styles.actions}>
      <Button type="submit" size="lg">
        {label}
      </Button>
      {privacyHint ? (
        <p className={controls.hint}>
          {t('How we use what you send:')} <Link href="/privacy-policy">{t('Privacy Policy')}</Link>
        </p>
      ) : null}
    </div>
  );
}
