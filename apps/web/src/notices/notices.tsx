import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslateText, type NoticeKind } from '@pcr/ui';

/** Shows a notice; `translate` is the caller's (a form's texts come with the form, not with the page). */
export type Notify = (kind: NoticeKind, overrides?: { description?: string }, translate?: (text: string) => string) => void;

const NotifyContext = createContext<Notify | null>(null);
const NoticeRegion = lazy(() => import('./notice-region.js'));

/**
 * The page's one notice region, whichever island (decision 0048) asks for it first: each island has
 * its own React root, so the first one mounted holds the region (portalled to the body) and the
 * others ask it to show it.
 */
const region = { holder: null as symbol | null, asked: false };
const listeners = new Set<() => void>();
const regionChanged = () => listeners.forEach((listener) => listener());
const subscribeToRegion = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The app's notices (spec section 8: one at a time, 5000 ms, swipe, F8). The toaster and its
 * region are loaded with the first notice, so pages without a form never download them; once
 * mounted, the region stays for the rest of the visit. One region per page (see `region`).
 */
export function AppNotices({ children }: { children: ReactNode }) {
  const [holder] = useState(() => Symbol('notice region holder'));
  const translateText = useTranslateText();
  useEffect(() => {
    if (region.holder) return;
    region.holder = holder;
    regionChanged();
    return () => {
      region.holder = null;
      regionChanged();
    };
  }, [holder]);
  const shown = useSyncExternalStore(
    subscribeToRegion,
    () => region.asked && region.holder === holder,
    () => false,
  );
  const notify = useCallback<Notify>(
    (kind, overrides, translate = translateText) => {
      region.asked = true;
      regionChanged();
      // The spec's notice, in the page's language (the toaster's code, and the texts, load with the first notice).
      void import('./notice-region.js').then(({ toaster }) => toaster.notify(kind, overrides, translate));
    },
    [translateText],
  );
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {shown
        ? createPortal(
            <Suspense fallback={null}>
              <NoticeRegion />
            </Suspense>,
            document.body,
          )
        : null}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify() needs <AppNotices> above it.');
  return notify;
}
