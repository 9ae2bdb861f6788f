import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { LinkProvider } from '@pcr/ui';
import { swrConfig } from '../data/swr-config.js';
import { AppLayout } from './AppLayout.js';
import { AppNotices } from './notices.js';
import { RouteModule } from './route-modules.js';
import { RouterLink } from './router-link.js';

export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <LinkProvider component={RouterLink}>
        {/* The one notice region of the app (spec section 8: one notice at a time). */}
        <AppNotices>
          <Routes>
            <Route element={<AppLayout />}>
              <Route index element={<RouteModule name="HomeRoute" />} />
              <Route path="about" element={<RouteModule name="AboutRoute" />} />
              <Route path="contact" element={<RouteModule name="ContactRoute" />} />
              <Route path="neighborhoods" element={<RouteModule name="NeighborhoodsRoute" />} />
              <Route path="neighborhoods/:idOrSlug" element={<RouteModule name="NeighborhoodRoute" />} />
              <Route path="team" element={<RouteModule name="TeamRoute" />} />
              <Route path="hot-listings" element={<RouteModule name="HotListingsRoute" />} />
              <Route path="cities" element={<RouteModule name="CitiesRoute" />} />
              <Route path="cities/:slug" element={<RouteModule name="CityRoute" />} />
              <Route path="properties" element={<RouteModule name="PropertiesRoute" />} />
              <Route path="properties/:id" element={<RouteModule name="PropertyRoute" />} />
              <Route path="testimonials" element={<RouteModule name="TestimonialsRoute" />} />
              <Route path="resources" element={<RouteModule name="ResourcesRoute" />} />
              <Route path="resources/:guide" element={<RouteModule name="GuideRoute" />} />
              <Route path="privacy-policy" element={<RouteModule name="PrivacyPolicyRoute" />} />
              <Route path="terms-of-service" element={<RouteModule name="TermsOfServiceRoute" />} />
              <Route path="*" element={<RouteModule name="NotFoundRoute" />} />
            </Route>
          </Routes>
        </AppNotices>
      </LinkProvider>
    </SWRConfig>
  );
}
