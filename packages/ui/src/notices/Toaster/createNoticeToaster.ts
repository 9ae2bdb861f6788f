import { createToaster, type CreateToasterReturn, type ToastPlacement } from '@ark-ui/react/toast';
import { NOTICE_DURATION_MS, NOTICE_HOTKEY, NOTICE_MAX_VISIBLE } from '@pcr/contracts';
import { noticeContent, type NoticeContent, type NoticeKind } from '../notice-content.js';

/** How long a dismissed notice stays mounted for its exit transition. */
export const NOTICE_REMOVE_DELAY_MS = 200;

export interface NoticeToasterOptions {
  /** Where notices appear (default: bottom right). */
  placement?: ToastPlacement;
}

export interface NoticeToaster {
  /** The Ark UI toast store, for `<Toaster toaster={...} />`. */
  readonly store: CreateToasterReturn;
  /**
   * Shows one of the lead forms' notices (spec section 8). `description` replaces the contract's
   * text when the page knows better (e.g. the API's 429 message). Its texts go through `translate`
   * (the page's language; English as written by default).
   */
  notify: (kind: NoticeKind, overrides?: { description?: string }, translate?: (text: string) => string) => string;
  /** Shows any notice; it replaces the one on screen (one visible at a time). */
  show: (notice: NoticeContent) => string;
  /** Closes every notice. */
  dismiss: () => void;
}

/**
 * A toaster with the notice rules of spec section 9: one notice at a time (a new one replaces the
 * one on screen, so a visitor always sees the latest outcome), auto-close after 5000 ms, F8 focuses
 * the notice region. Swipe-right dismissal is the `Toaster` component's.
 */
export function createNoticeToaster({ placement = 'bottom-end' }: NoticeToasterOptions = {}): NoticeToaster {
  const store = createToaster({
    placement,
    max: NOTICE_MAX_VISIBLE,
    duration: NOTICE_DURATION_MS,
    hotkey: [NOTICE_HOTKEY],
    overlap: false,
    gap: 12,
    removeDelay: NOTICE_REMOVE_DELAY_MS,
    // Time does not run out while the visitor is on another tab.
    pauseOnPageIdle: true,
  });

  const show = ({ title, description, variant }: NoticeContent): string => {
    // Replace, not queue: drop whatever is shown or waiting, then show the new notice.
    store.remove();
    return store.create({
      title,
      description,
      type: variant === 'destructive' ? 'error' : 'success',
      duration: NOTICE_DURATION_MS,
      closable: true,
    });
  };

  return {
    store,
    show,
    notify: (kind, overrides, translate = (text) => text) => {
      const content = noticeContent(kind);
      return show({ ...content, title: translate(content.title), description: translate(overrides?.description ?? content.description) });
    },
    dismiss: () => store.dismiss(),
  };
}
