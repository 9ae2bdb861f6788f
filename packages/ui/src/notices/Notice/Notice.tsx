import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon/Icon.js';
import { cx } from '../../utils/cx.js';
import type { NoticeVariant } from '../notice-content.js';
import { useTranslateText } from '../../i18n/locale-context.js';
import * as styles from '../../theme/recipes/notice.css.js';

/** The accessible name of a notice's close button. */
export const NOTICE_CLOSE_LABEL = 'Dismiss notification';

/** The variant's icon in its chip (decorative: the title says what happened). */
export function NoticeIcon({ variant }: { variant: NoticeVariant }) {
  return (
    <span className={styles.icon[variant]} aria-hidden="true">
      <Icon name={variant === 'success' ? 'check' : 'alert-circle'} size={18} />
    </span>
  );
}

export interface NoticeProps {
  title: ReactNode;
  description?: ReactNode;
  variant?: NoticeVariant;
  /** Shows the close button; called when it is pressed. */
  onDismiss?: () => void;
  className?: string;
}

/**
 * A notice as the toaster shows it, rendered in place: for stories, docs and any page that wants
 * a notice inline. Success notices are a status; destructive ones an alert.
 */
export function Notice({ title, description, variant = 'success', onDismiss, className }: NoticeProps) {
  const translateText = useTranslateText();
  return (
    <div role={variant === 'destructive' ? 'alert' : 'status'} className={cx(styles.variant[variant], className)} data-variant={variant}>
      <NoticeIcon variant={variant} />
      <div className={styles.body}>
        <p className={styles.title[variant]}>{title}</p>
        {description ? <p className={styles.description[variant]}>{description}</p> : null}
      </div>
      {onDismiss ? (
        <button type="button" className={styles.close} aria-label={translateText(NOTICE_CLOSE_LABEL)} onClick={onDismiss}>
          <Icon name="close" size={16} />
        </button>
      ) : (
        <span />
      )}
    </div>
  );
}
