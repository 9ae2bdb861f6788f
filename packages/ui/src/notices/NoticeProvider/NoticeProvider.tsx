import { createContext, useContext, useState, type ReactNode } from 'react';
import { createNoticeToaster, type NoticeToaster } from '../Toaster/createNoticeToaster.js';
import { Toaster } from '../Toaster/Toaster.js';

const NoticeContext = createContext<NoticeToaster | null>(null);

export interface NoticeProviderProps {
  /** A toaster made by the app (e.g. to notify from outside React); one is created if omitted. */
  toaster?: NoticeToaster;
  children?: ReactNode;
}

/** Provides `useNotices()` to the tree and mounts the one notice region after it. */
export function NoticeProvider({ toaster, children }: NoticeProviderProps) {
  const [own] = useState(() => toaster ?? createNoticeToaster());
  const value = toaster ?? own;
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <Toaster toaster={value} />
    </NoticeContext.Provider>
  );
}

/**
 * The app's notices: `notify('contactSuccess')`, `notify('contactFailure')`, … A page calls it
 * around a form's `onSubmit` (forms never show notices themselves).
 */
export function useNotices(): NoticeToaster {
  const toaster = useContext(NoticeContext);
  if (!toaster) throw new Error('useNotices() needs a <NoticeProvider> above it.');
  return toaster;
}
