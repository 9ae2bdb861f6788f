import fs from 'node:fs';
import path from 'node:path';
import { agents, cities, contentModified, neighborhoods, properties } from '@pcr/content';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderSitemap } from '../server/sitemap.js';
import { localizedRouteTree, routeList, routeOfTreeId } from './route-table.js';

/**
 * The route table is the one list of pages (decision 0029): the browser's router, the server's
 * render and status, the sitemap and the build's budgets read it. Written out here, so a page that
 * falls out of the table, or one added without a budget or a sitemap entry, fails.
 */
const PAGES = [
  ['', 'HomeRoute'],
  ['about', 'AboutRoute'],
  ['contact', 'ContactRoute'],
  ['sell', 'SellRoute'],
  ['sell/thanks', 'SellThanksRoute'],
  ['neighborhoods', 'NeighborhoodsPage'],
  ['neighborhoods/:idOrSlug', 'NeighborhoodRoute'],
  ['team', 'TeamRoute'],
  ['team/:slug', 'AgentRoute'],
  ['home-prices', 'HomePricesPage'],
  ['open-houses', 'OpenHousesRoute'],
  ['hot-listings', 'HotListingsRoute'],
  ['cities', 'CitiesPage'],
  ['cities/:slug', 'CityRoute'],
  ['properties', 'PropertiesRoute'],
  ['properties/:id', 'PropertyRoute'],
  ['properties/:id/tour', 'TourRequestRoute'],
  ['testimonials', 'TestimonialsPage'],
  ['resources', 'ResourcesRoute'],
  ['resources/:guide', 'GuideRoute'],
  ['privacy-policy', 'PrivacyPolicyRoute'],
  ['terms-of-service', 'TermsOfServiceRoute'],
  ['subscribe/confirm', 'SubscriptionConfirmationRoute'],
  ['alerts/manage', 'AlertsManageRoute'],
  ['unsubscribe', 'UnsubscribeRoute'],
  ['tours/:id', 'TourRoute'],
  ['request-refused', 'RequestRefusedRoute'],
  ['*', 'NotFoundRoute'],
];

const routesDir = path.dirname(new URL(import.meta.url).pathname);

describe('the route table', () => {
  it('lists every page once, with its route module or template', () => {
    expect(routeList.map((r) => [r.path, r.module ?? r.template])).toEqual(PAGES);
  });

  it('names exactly the route modules in src/routes', () => {
    const files = fs
      .readdirSync(routesDir)
      .filter((f) => f.endsWith('Route.tsx'))
      .map((f) => f.slice(0, -'.tsx'.length))
      .sort();
    const modules = routeList.flatMap((r) => r.module ?? []).sort();
    expect(files).toEqual(modules);
  });

  it('names templates that packages/ui/src/pages holds, each exported by the file of its name', () => {
    const templates = routeList.flatMap((r) => r.template ?? []);
    expect(templates).toEqual(['NeighborhoodsPage', 'HomePricesPage', 'CitiesPage', 'TestimonialsPage']);
    for (const name of templates) {
      // Read, not imported: a template's styles are vanilla-extract's, which only a Vite build runs.
      const file = path.join(routesDir, `../../../../packages/ui/src/pages/${name}/${name}.tsx`);
      expect(fs.readFileSync(file, 'utf8'), file).toMatch(new RegExp(`^export function ${name}\\(`, 'm'));
    }
  });

  it('gives every page but the not-found and the private ones sitemap URLs (in Spanish too once translated), each of which the table matches to that page', async () => {
    const reads = { getNeighborhoods: async () => ({ status: 200 as const, body: neighborhoods }), getProperties: async () => ({ status: 200 as const, body: properties }), getCities: async () => ({ status: 200 as const, body: cities }), getAgents: async () => ({ status: 200 as const, body: agents }) };
    const { xml, complete } = await renderSitemap(reads, { siteUrl: 'https://www.example.test', modified: contentModified, citiesBundled: true });
    expect(complete).toBe(true);
    const paths = [...xml.matchAll(/<loc>https:\/\/www\.example\.test([^<]*)<\/loc>/g)].map(([, p]) => p!);
    // As the browser's router (App.tsx) and the server's render match them: React Router's ranking.
    const root: RouteObject[] = [{ path: '/', children: localizedRouteTree(() => ({})) }];
    const matchedIn = (prefix: string) =>
      new Set(
        paths
          .filter((p) => (prefix ? p === prefix || p.startsWith(`${prefix}/`) : !p.startsWith('/es/') && p !== '/es'))
          .map((p) => routeOfTreeId(matchRoutes(root, p)!.at(-1)!.route.id!))
          .map((found) => `${found!.locale} ${found!.route.path}`),
      );
    // A private page (one visitor's, behind a signed link) is no page for search engines.
    const privatePaths = routeList.filter((r) => r.server?.private).map((r) => r.path);
    expect(privatePaths).toEqual(['sell/thanks', 'properties/:id/tour', 'subscribe/confirm', 'alerts/manage', 'unsubscribe', 'tours/:id', 'request-refused']);
    const pages = PAGES.map(([p]) => p!).filter((p) => p !== '*' && !privatePaths.includes(p));
    expect([...matchedIn('')].sort()).toEqual(pages.map((p) => `en ${p}`).sort());
    // Every page in Spanish too, under /es (its sitemap's URLs).
    expect([...matchedIn('/es')].sort()).toEqual(pages.map((p) => `es ${p}`).sort());
    // Every page is translated (issue 30); a new page may start without it (language-alternates.test.ts).
    expect(routeList.filter((r) => !r.inSpanish).map((r) => r.path)).toEqual([]);
    expect(paths).toContain('/es/testimonials');
    expect(paths).toContain('/neighborhoods/newport-beach');
    expect(paths).toContain('/team/daniel-okafor');
    expect(paths).toContain('/es/team/sofia-alvarez');
    expect(paths).toContain('/properties/pcr-1001');
    expect(paths).toContain('/cities/irvine');
    expect(paths).toContain('/resources/mortgage-guide');
  });
});
