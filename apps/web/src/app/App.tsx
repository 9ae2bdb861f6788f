import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { LinkProvider } from '@pcr/ui';
import { swrConfig } from '../data/swr-config.js';
import { AppLayout } from './AppLayout.js';
import { AppNotices } from './notices.js';
import { RouterLink } from './router-link.js';

// Each route loads its own code (the build checks each route's size: bundle-budget.json).
const HomeRoute = lazy(() => import('../routes/HomeRoute.js'));
const NeighborhoodsRoute = lazy(() => import('../routes/NeighborhoodsRoute.js'));
const NeighborhoodRoute = lazy(() => import('../routes/NeighborhoodRoute.js'));
const HotListingsRoute = lazy(() => import('../routes/HotListingsRoute.js'));
const CitiesRoute = lazy(() => import('../routes/CitiesRoute.js'));
const CityRoute = lazy(() => import('../routes/CityRoute.js'));
const PropertiesRoute = lazy(() => import('../routes/PropertiesRoute.js'));
const PropertyRoute = lazy(() => import('../routes/PropertyRoute.js'));
const TestimonialsRoute = lazy(() => import('../routes/TestimonialsRoute.js'));
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
              <Route index element={<HomeRoute />} />
              <Route path="about" element={<AboutRoute />} />
              <Route path="contact" element={<ContactRoute />} />
              <Route path="neighborhoods" element={<NeighborhoodsRoute />} />
              <Route path="neighborhoods/:idOrSlug" element={<NeighborhoodRoute />} />
              <Route path="team" element={<TeamRoute />} />
              <Route path="hot-listings" element={<HotListingsRoute />} />
              <Route path="cities" element={<CitiesRoute />} />
              <Route path="cities/:slug" element={<CityRoute />} />
              <Route path="properties" element={<PropertiesRoute />} />
              <Route path="properties/:id" element={<PropertyRoute />} />
              <Route path="testimonials" element={<TestimonialsRoute />} />
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
