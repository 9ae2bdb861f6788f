import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { LinkProvider } from '@pcr/ui';
import { swrConfig } from '../data/swr-config.js';
import { AppLayout } from './AppLayout.js';
import { AppNotices } from './notices.js';
import { RouterLink } from './router-link.js';

// Each route loads its own code (the build checks each route's size: bundle-budget.json).
const AboutRoute = lazy(() => import('../routes/AboutRoute.js'));
const ContactRoute = lazy(() => import('../routes/ContactRoute.js'));
const TeamRoute = lazy(() => import('../routes/TeamRoute.js'));
const ResourcesRoute = lazy(() => import('../routes/ResourcesRoute.js'));
const GuideRoute = lazy(() => import('../routes/GuideRoute.js'));
const PrivacyPolicyRoute = lazy(() => import('../routes/PrivacyPolicyRoute.js'));
const TermsOfServiceRoute = lazy(() => import('../routes/TermsOfServiceRoute.js'));
const NotFoundRoute = lazy(() => import('../routes/NotFoundRoute.js'));

export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <LinkProvider component={RouterLink}>
        {/* The one notice region of the app (spec section 8: one notice at a time). */}
        <AppNotices>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="about" element={<AboutRoute />} />
              <Route path="contact" element={<ContactRoute />} />
              <Route path="team" element={<TeamRoute />} />
              <Route path="resources" element={<ResourcesRoute />} />
              <Route path="resources/:guide" element={<GuideRoute />} />
              <Route path="privacy-policy" element={<PrivacyPolicyRoute />} />
              <Route path="terms-of-service" element={<TermsOfServiceRoute />} />
              <Route path="*" element={<NotFoundRoute />} />
            </Route>
          </Routes>
        </AppNotices>
      </LinkProvider>
    </SWRConfig>
  );
}
