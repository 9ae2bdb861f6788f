import { Suspense, useContext } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { copyrightYear } from '@pcr/contracts';
import { PagePending, SiteFooter, SiteLayout } from '@pcr/ui';
import { SiteHeaderIsland } from '../islands/SiteHeaderPart.js';
import { siteIdentity } from '../site-identity.js';
import { PageAddressContext } from './page-address.js';

/** Header, main and footer around every page (the server's HTML; the header's switches are an island). */
export function AppLayout() {
  const { pathname, search } = useLocation();
  const pageAddress = useContext(PageAddressContext) ?? pathname + search;
  return (
    <SiteLayout header={<SiteHeaderIsland currentPath={pathname} pageAddress={pageAddress} />} footer={<SiteFooter identity={siteIdentity} year={copyrightYear()} />}>
      <Suspense fallback={<PagePending />}>
        <Outlet />
      </Suspense>
    </SiteLayout>
  );
}
