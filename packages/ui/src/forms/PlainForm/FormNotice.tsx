import type { FieldIssue } from '@pcr/contracts';
import { Icon } from '../../components/Icon/Icon.js';
import { useTranslate } from '../../i18n/locale-context.js';
import * as styles from './PlainForm.css.js';

export interface FormNoticeProps {
  /** The server's answer to the posted form; none (first view) or one without issues shows nothing. */
  answer: { issues: readonly FieldIssue[]; unavailable?: true | undefined } | undefined;
}

/** Above a plain form's fields: why the server sent it back (not stored, or fields to check). */
export function FormNotice({ answer }: FormNoticeProps) {
  const t = useTranslate();
  const text = answer?.unavailable
    ? t('We couldn’t save your request just now. Nothing you typed is lost: please send it again in a minute.')
    : answer && answer.issues.length > 0
      ? t('Please check the fields marked below.')
      : undefined;
  if (!text) return null;
  return (
    <p role="alert" className={styles.notice}>
      <Icon name="alert-circle" size={20} />
      <span>{text}</span>
    </p>
  );
}
