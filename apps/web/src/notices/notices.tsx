import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslateText, type NoticeKind } from '@pcr/ui';

/** Shows a notice; `translate` is the caller's (a form's texts come with the form, not with the page). */
export type Notify = (kind: NoticeKind, overrides?: { description?: string }, translate?: (text: string) => string) => void;

const NotifyContext = createContext<Notify | null>(null);
const NoticeRegion = lazy(() => import('./notice-region.js'));

/**
 * The app's notices (spec section 8: one at a time, 5000 ms, swipe, F8). The toaster and its
 * region are loaded with the first notice, so pages without a form never download them; once
 * mounted, the region stays for the rest of the visit (a notice outlives a navigation).
 */
export function AppNotices({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const translateText = useTranslateText();
  const notify = useCallback<Notify>(
    (kind, overrides, translate = translateText) => {
      setMounted(true);
      // The spec's notice, in the page's language (the toaster's code, and the texts, load with the first notice).
      void import('./notice-region.js').then(({ toaster }) => toaster.notify(kind, overrides, translate));
    },
    [translateText],
  );
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <NoticeRegion />
        </Suspense>
      ) : null}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify() needs <AppNotices> above it.');
  return notify;
}
