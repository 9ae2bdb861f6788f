import { Suspense, useContext, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { copyrightYear } from '@pcr/contracts';
import { PagePending, SiteFooter, SiteHeader, SiteLayout, useThemePreference } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';
import { PageAddressContext } from './page-address.js';
import { MarkPageRunning } from './page-running.js';

/** Header, main and footer around every page; moves focus to main after a navigation. */
export function AppLayout() {
  const { pathname, search } = useLocation();
  const pageAddress = useContext(PageAddressContext) ?? pathname + search;
  const { preference, setPreference } = useThemePreference();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <SiteLayout
      header={
        <SiteHeader
          currentPath={pathname}
          pageAddress={pageAddress}
          identity={siteIdentity}
          themePreference={preference}
          onThemeChange={setPreference}
        />
      }
      footer={<SiteFooter identity={siteIdentity} year={copyrightYear()} />}
    >
      <Suspense fallback={<PagePending />}>
        <MarkPageRunning>
          <Outlet />
        </MarkPageRunning>
      </Suspense>
    </SiteLayout>
  );
}
