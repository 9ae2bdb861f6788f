import { Toast, Toaster as ArkToaster, useToastContext } from '@ark-ui/react/toast';
import type { NOTICE_HOTKEY } from '@pcr/contracts';
import { Icon } from '../../components/Icon/Icon.js';
import { cx } from '../../utils/cx.js';
import type { NoticeToaster } from './createNoticeToaster.js';
import type { NoticeVariant } from '../notice-content.js';
import { NOTICE_CLOSE_LABEL, NoticeIcon } from '../Notice/Notice.js';
import * as noticeStyles from '../../theme/recipes/notice.css.js';
import * as styles from './Toaster.css.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import { useSwipeToDismiss } from './useSwipeToDismiss.js';

/** The notice region's accessible name; the hotkey is part of it, as screen readers announce it (the type holds it to NOTICE_HOTKEY). */
export const NOTICE_REGION_LABEL = 'Notifications (F8)' satisfies `Notifications (${typeof NOTICE_HOTKEY})`;

export interface ToasterProps {
  /** From `createNoticeToaster()` (one per app). */
  toaster: NoticeToaster;
  className?: string;
}

/**
 * The notice region of the app (mount it once, e.g. through `NoticeProvider`): Ark UI's toaster
 * with one notice at a time, 5000 ms, F8 to focus it, Escape or the close button to dismiss it,
 * plus swipe right (50 px) to dismiss.
 */
export function Toaster({ toaster, className }: ToasterProps) {
  // The region is on every page (the shell's texts name it), a notice only after a form (the forms' texts).
  const t = useTranslate();
  return (
    <ArkToaster toaster={toaster.store} className={cx(styles.region, className)} aria-label={t(NOTICE_REGION_LABEL)}>
      {(toast) => <ToastNotice key={toast.id} />}
    </ArkToaster>
  );
}

function ToastNotice() {
  const toast = useToastContext();
  const variant: NoticeVariant = toast.type === 'error' ? 'destructive' : 'success';
  const swipe = useSwipeToDismiss(toast.dismiss);
  const translateText = useTranslateText();
  return (
    <Toast.Root
      className={cx(noticeStyles.variant[variant], styles.toast)}
      role={variant === 'destructive' ? 'alert' : 'status'}
      data-variant={variant}
      {...swipe}
    >
      <NoticeIcon variant={variant} />
      <div className={noticeStyles.body}>
        <Toast.Title className={noticeStyles.title[variant]}>{toast.title}</Toast.Title>
        {toast.description ? (
          <Toast.Description className={noticeStyles.description[variant]}>{toast.description}</Toast.Description>
        ) : null}
      </div>
      <Toast.CloseTrigger className={noticeStyles.close} aria-label={translateText(NOTICE_CLOSE_LABEL)}>
        <Icon name="close" size={16} />
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}
