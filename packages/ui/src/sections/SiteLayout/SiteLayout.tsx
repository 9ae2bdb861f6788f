import type { ReactNode } from 'react';
import * as styles from './SiteLayout.css.js';

export interface SiteLayoutProps {
  header: ReactNode;
  footer: ReactNode;
  children?: ReactNode;
}

/** Header, main and footer. `<main id="main" tabIndex={-1}>` is the skip link's target and takes focus after navigation. */
export function SiteLayout({ header, footer, children }: SiteLayoutProps) {
  return (
    <div className={styles.layout}>
      {header}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}

/** What main shows while a route's code is loading (the Suspense fallback): empty space, a screen tall. */
export function PagePending() {
  return <div className={styles.pagePending} aria-hidden="true" data-testid="page-pending" />;
}
