import { Button } from '../../components/Button/Button.js';
import { Link } from '../../components/Link/Link.js';
import { cx } from '../../utils/cx.js';
import { useScriptReady } from '../../utils/use-script-ready.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import * as styles from './LeadFormShell.css.js';

export interface FormActionsProps {
  submitting: boolean;
  /** The button's label when idle. */
  label: string;
  /** The button's label while submitting (the contract's "Sending..." / "Subscribing..."). */
  submittingLabel: string;
  /** Words before the privacy link ("By sending, you agree to our"); no note without `privacyHref`. */
  notePrefix: string;
  privacyHref?: string | null | undefined;
  /** Keep the button full width at every size (narrow cards). */
  stacked?: boolean;
  /** The form also posts without its script (it has an `action`): the button works from the start, and no note says otherwise. */
  worksWithoutScript?: boolean;
}

/** The submit button (disabled while submitting, and until the form's script runs unless it posts without it) and the privacy note. */
export function FormActions({ submitting, label, submittingLabel, notePrefix, privacyHref, stacked, worksWithoutScript = false }: FormActionsProps) {
  const ready = useScriptReady();
  const t = useTranslate();
  const translateText = useTranslateText();
  return (
    <div className={cx(styles.actions, stacked && styles.actionsStacked)}>
      {worksWithoutScript ? null : (
        <noscript>
          <p className={styles.note}>
            {t('Sending this form needs JavaScript. Please call or e-mail us instead: see our ')}
            <Link href="/contact">{t('contact page')}</Link>.
          </p>
        </noscript>
      )}
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={submitting || (!ready && !worksWithoutScript)}
        // Enabled by the page's start-up script once scripts run, before the form's own code (apps/web/src/app/start-islands.ts).
        data-needs-script={worksWithoutScript ? undefined : ''}
      >
        {submitting ? (
          <>
            <svg className={styles.spinner} viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.5" opacity="0.3" />
              <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            {translateText(submittingLabel)}
          </>
        ) : (
          label
        )}
      </Button>
      {privacyHref ? (
        <p className={styles.note}>
          {notePrefix}{' '}
          <Link href={privacyHref} className={styles.noteLink}>
            {t('Privacy Policy')}
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
