import { describe, expect, it } from 'vitest';
import { formatRating, formatUsd, type CitySummary, type HotListing, type Property, type Testimonial } from '@pcr/contracts';
import { openPage } from './support/browser.js';
import { exactly, expectPageBasics, visit, waitForPageRunning, sharedPicture } from './support/page-checks.js';
import { freePort, startSite } from './support/server.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';
import { startResoServer } from '../../apps/api/test/reso-server.js';

const running = siteAndBrowserForFile();
const api = async <T>(path: string) => (await (await fetch(`${running.site.baseUrl}${path}`)).json()) as T;

describe('/hot-listings', () => {
  it('shows every listing with its outbound link to the provider, in a new tab', async () => {
    const listings = await api<HotListing[]>('/api/hot-listings');
    const visited = await visit(running.browser, `${running.site.baseUrl}/hot-listings`);
    await expectPageBasics(visited, { title: exactly('Hot Listings | Pacific Crest Realty'), h1: exactly('Hot Listings') });
    const main = visited.page.getByRole('main');
    await expect.poll(() => main.getByRole('article').count()).toBe(listings.length);
    const outbound = main.getByRole('link', { name: /\(opens in a new tab\)$/ });
    expect(await outbound.count()).toBe(listings.length);
    expect(await outbound.first().getAttribute('href')).toContain(encodeURIComponent(listings[0]!.id));
    expect(await outbound.first().getAttribute('target')).toBe('_blank');
    expect(await visited.page.locator('header [aria-current="page"]').first().textContent()).toBe('Hot Listings');
    await visited.close();
  });

  it('shows Unable to Load Hot Listings with Contact Us when the server is configured with a provider that is down', async () => {
    // The server's own adapter, pointed at a port where nothing listens: the API answers 502.
    const down = await startSite({ HOT_LISTINGS_URL: `http://127.0.0.1:${await freePort()}/listings`, HOT_LISTINGS_TIMEOUT_MS: '2000' });
    try {
      expect((await fetch(`${down.baseUrl}/api/hot-listings`)).status).toBe(502);
      const { page, context } = await openPage(running.browser);
      await page.goto(`${down.baseUrl}/hot-listings`);
      const alert = page.getByRole('alert');
      await alert.getByRole('heading', { name: exactly('Unable to Load Hot Listings') }).waitFor();
      expect((await alert.textContent())?.replace(/\s+/g, ' ')).toContain("We're having trouble connecting to the listing provider API. Please try again later.");
      expect(await alert.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
      await context.close();
    } finally {
      await down.stop();
    }
  });
});

describe('/hot-listings from an MLS (RESO_URL)', () => {
  it('shows its listings with their offices, a failed photo as Image not available, and the disclaimer with the time, hydrating without a warning', async () => {
    const mls = await startResoServer({
      clientId: 'pcr-e2e',
      clientSecret: 'e2e-secret',
      tokenLifetimeS: 3600,
      pageSize: 1,
      records: [
        {
          ListingKey: 'OC25200001',
          StandardStatus: 'Active',
          ListPrice: 1_250_000,
          BedroomsTotal: 4,
          BathroomsTotalInteger: 3,
          LivingArea: 2150,
          UnparsedAddress: '18 Sandpiper Lane',
          City: 'Irvine',
          PublicRemarks: 'Single-level home on a quiet cul-de-sac.',
          ListOfficeName: 'Harbor Point Realty',
          ModificationTimestamp: '2026-11-20T17:30:00Z',
          DaysOnMarket: 6,
          // Resolves nowhere: the browser fails to load it.
          Media: [{ MediaURL: 'https://photos.mls.invalid/oc25200001/1.jpg', Order: 1, ShortDescription: 'Front elevation' }],
        },
        {
          ListingKey: 'OC25200002',
          StandardStatus: 'Closed',
          ListPrice: 2_000_000,
          BedroomsTotal: 5,
          BathroomsTotalInteger: 4,
          LivingArea: 3300,
          UnparsedAddress: '9 Shoreline Drive',
          City: 'Newport Beach',
          ListOfficeName: 'Coastline Brokers',
          ModificationTimestamp: '2026-11-21T17:30:00Z',
          DaysOnMarket: 40,
        },
        {
          ListingKey: 'OC25200003',
          StandardStatus: 'Coming Soon',
          ListPrice: 899_000,
          BedroomsTotal: 2,
          BathroomsTotalInteger: 2,
          LivingArea: 1100,
          City: 'Newport Beach',
          PropertySubType: 'Condominium',
          ListOfficeName: 'Coastline Brokers',
          ModificationTimestamp: '2026-11-22T09:00:00Z',
        },
      ],
    });
    const site = await startSite({
      RESO_URL: mls.serviceUrl,
      RESO_TOKEN_URL: mls.tokenUrl,
      RESO_CLIENT_ID: 'pcr-e2e',
      RESO_CLIENT_SECRET: 'e2e-secret',
      RESO_MEDIA_ORIGINS: 'https://photos.mls.invalid',
      RESO_DISCLAIMER: 'Listings courtesy of the E2E MLS. Deemed reliable, not guaranteed.',
    });
    try {
      const response = await fetch(`${site.baseUrl}/api/hot-listings`);
      expect(response.headers.get('content-security-policy')).toContain("img-src 'self' data: https://photos.mls.invalid;");
      const listings = (await response.json()) as HotListing[];
      expect(listings.map((listing) => [listing.id, listing.title, listing.listOfficeName])).toEqual([
        ['OC25200003', 'Condominium in Newport Beach', 'Coastline Brokers'],
        ['OC25200001', '18 Sandpiper Lane, Irvine', 'Harbor Point Realty'],
      ]);

      const { page, context, consoleErrors } = await openPage(running.browser);
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await page.goto(`${site.baseUrl}/hot-listings`, { waitUntil: 'networkidle' });
      await waitForPageRunning(page);
      const main = page.getByRole('main');
      await expect.poll(() => main.getByRole('article').count()).toBe(2);
      const sandpiper = main.getByRole('article').filter({ hasText: '18 Sandpiper Lane, Irvine' });
      expect(await sandpiper.getByText('Listing courtesy of Harbor Point Realty', { exact: true }).isVisible()).toBe(true);
      await sandpiper.getByText('Image not available', { exact: true }).waitFor();
      expect(await main.getByRole('article').filter({ hasText: 'Condominium in Newport Beach' }).getByText('Listing courtesy of Coastline Brokers', { exact: true }).isVisible()).toBe(true);
      expect(await main.getByText('9 Shoreline Drive').count()).toBe(0);

      const disclaimer = main.getByTestId('mls-disclaimer');
      expect(await disclaimer.textContent()).toMatch(
        /^Listings courtesy of the E2E MLS\. Deemed reliable, not guaranteed\. Listing data last updated (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM) P[SD]T\.$/,
      );
      expect(await disclaimer.locator('time').getAttribute('datetime')).toBe(listings[0]!.attribution!.dataUpdatedAt);
      // Hydrated without a mismatch: the only errors are the photo the browser could not fetch.
      expect(consoleErrors.filter((error) => !/ERR_NAME_NOT_RESOLVED|Failed to load resource/.test(error))).toEqual([]);
      expect(warnings).toEqual([]);
      await context.close();
    } finally {
      await site.stop();
      await mls.close();
    }
  });
});

describe('/properties from the agency\'s own MLS listings (RESO_OFFICE_ID)', () => {
  it('lists only the office\'s listings with the MLS\'s attribution, and a property page shows its photos, the attribution, and starts the calculator at its HOA dues', async () => {
    const ours = {
      ListingKey: 'OC26400001',
      ListOfficeMlsId: 'PCR01',
      StandardStatus: 'Active',
      ListPrice: 975_000,
      BedroomsTotal: 2,
      BathroomsTotalInteger: 2,
      LivingArea: 1180,
      UnparsedAddress: '200 Pacific Coast Highway #412',
      City: 'Huntington Beach',
      PropertySubType: 'Condominium',
      ListAgentFullName: 'Marcus Bell',
      ListOfficeName: 'Pacific Crest Realty',
      ListingContractDate: '2026-11-10',
      ModificationTimestamp: '2026-11-23T16:00:00Z',
      DaysOnMarket: 12,
      AssociationFee: 1_650,
      AssociationFeeFrequency: 'Quarterly',
      // Resolve nowhere: the browser shows "Image not available" in their place.
      Media: [
        { MediaURL: 'https://photos.mls.invalid/oc26400001/1.jpg', Order: 1, ShortDescription: 'Living room' },
        { MediaURL: 'https://photos.mls.invalid/oc26400001/2.jpg', Order: 2, ShortDescription: 'Balcony at sunset' },
      ],
    };
    const mls = await startResoServer({
      clientId: 'pcr-e2e',
      clientSecret: 'e2e-secret',
      tokenLifetimeS: 3600,
      pageSize: 10,
      records: [ours, { ...ours, ListingKey: 'OC26400002', ListOfficeMlsId: 'OTHER9', ListOfficeName: 'Coastline Brokers', ListAgentFullName: 'Someone Else' }],
    });
    const site = await startSite({
      RESO_URL: mls.serviceUrl,
      RESO_TOKEN_URL: mls.tokenUrl,
      RESO_CLIENT_ID: 'pcr-e2e',
      RESO_CLIENT_SECRET: 'e2e-secret',
      RESO_MEDIA_ORIGINS: 'https://photos.mls.invalid',
      RESO_OFFICE_ID: 'PCR01',
      RESO_DISCLAIMER: 'Listings courtesy of the E2E MLS. Deemed reliable, not guaranteed.',
    });
    const disclaimerText = /^Listings courtesy of the E2E MLS\. Deemed reliable, not guaranteed\. Listing data last updated (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM) P[SD]T\.$/;
    try {
      const homes = await (await fetch(`${site.baseUrl}/api/properties`)).json() as Property[];
      expect(homes.map((home) => [home.id, home.title, home.monthlyHoa, home.photos?.length])).toEqual([['OC26400001', '200 Pacific Coast Highway #412, Huntington Beach', 550, 2]]);

      const { page, context, consoleErrors } = await openPage(running.browser);
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await page.goto(`${site.baseUrl}/properties`);
      await waitForPageRunning(page);
      const main = page.getByRole('main');
      await expect.poll(() => main.getByRole('status').textContent()).toBe('1 home listed');
      expect(await main.getByRole('article').count()).toBe(1);
      // The MLS's display rules (decision 0020): the office on the card, the disclaimer with the data's time under the list.
      expect(await main.getByRole('article').getByText('Listing courtesy of Pacific Crest Realty', { exact: true }).isVisible()).toBe(true);
      expect(await main.getByTestId('mls-disclaimer').textContent()).toMatch(disclaimerText);

      await page.goto(`${site.baseUrl}/properties/OC26400001`);
      await waitForPageRunning(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('200 Pacific Coast Highway #412, Huntington Beach');
      const gallery = page.getByRole('region', { name: 'Photos of 200 Pacific Coast Highway #412, Huntington Beach' });
      expect(await gallery.getByText('Photo 1 of 2', { exact: true }).isVisible()).toBe(true);
      // A pointer moving over the gallery wakes it (its buttons work once its code runs).
      await gallery.hover({ position: { x: 10, y: 10 } });
      await gallery.hover();
      await gallery.getByRole('button', { name: 'Next photo' }).click();
      await gallery.getByText('Photo 2 of 2', { exact: true }).waitFor();
      expect(await gallery.getByRole('button', { name: 'Show photo 2 of 2: Balcony at sunset' }).getAttribute('aria-current')).toBe('true');
      expect(await page.getByRole('textbox', { name: 'HOA dues ($)' }).inputValue()).toBe('550');
      expect(await page.getByRole('main').getByText('Listing courtesy of Pacific Crest Realty', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('main').getByTestId('mls-disclaimer').textContent()).toMatch(disclaimerText);
      // Hydrated without a mismatch: the only errors are the photos the browser could not fetch.
      expect(consoleErrors.filter((error) => !/ERR_NAME_NOT_RESOLVED|Failed to load resource/.test(error))).toEqual([]);
      expect(warnings).toEqual([]);
      await context.close();
    } finally {
      await site.stop();
      await mls.close();
    }
  });
});

describe('/cities', () => {
  it('shows the cities error, and a city guide City Not Found, when the server is configured with a city-guide service that is down', async () => {
    // The server's own adapter, pointed at a port where nothing listens: the API answers 502.
    const down = await startSite({ CITY_GUIDES_URL: `http://127.0.0.1:${await freePort()}`, CITY_GUIDES_TIMEOUT_MS: '2000' });
    try {
      expect((await fetch(`${down.baseUrl}/api/cities`)).status).toBe(502);
      const { page, context, consoleErrors } = await openPage(running.browser);
      await page.goto(`${down.baseUrl}/cities`);
      await waitForPageRunning(page);
      await page.getByRole('main').getByText('Error loading cities. Please try again later.', { exact: true }).waitFor();
      expect(await page.locator('[data-testid="city-card-skeleton"]').count()).toBe(0);

      // Crawlers are told to come back (503), visitors see the spec's City Not Found.
      const response = await page.goto(`${down.baseUrl}/cities/irvine`);
      await waitForPageRunning(page);
      expect(response?.status()).toBe(503);
      await page.getByRole('heading', { level: 1, name: exactly('City Not Found') }).waitFor();
      // The browser logs the failed requests (502s, the 503 document); nothing else may go wrong.
      expect(consoleErrors.filter((error) => !/status of 50[23]/.test(error))).toEqual([]);
      await context.close();
    } finally {
      await down.stop();
    }
  });

  it('shows every Orange County city, each linking to its guide', async () => {
    const cities = await api<CitySummary[]>('/api/cities');
    const visited = await visit(running.browser, `${running.site.baseUrl}/cities`);
    await expectPageBasics(visited, { title: exactly('Orange County Cities | Pacific Crest Realty'), h1: exactly('Orange County Cities') });
    const main = visited.page.getByRole('main');
    await expect.poll(() => main.getByRole('article').count()).toBe(cities.length);
    for (const city of cities) {
      expect(await main.locator(`a[href="/cities/${city.slug}"]`).count(), city.slug).toBeGreaterThan(0);
    }
    expect(await visited.page.locator('header [aria-current="page"]').first().textContent()).toBe('OC Cities');
    await visited.close();
  });

});

describe('/properties', () => {
  it('lists every property, each linking to its page', async () => {
    const properties = await api<Property[]>('/api/properties');
    const visited = await visit(running.browser, `${running.site.baseUrl}/properties`);
    await expectPageBasics(visited, { title: exactly('Homes for Sale | Pacific Crest Realty'), h1: exactly('Homes for Sale') });
    const main = visited.page.getByRole('main');
    await expect.poll(() => main.getByRole('article').count()).toBe(properties.length);
    expect(await main.locator(`a[href="/properties/${properties[0]!.id}"]`).count()).toBeGreaterThan(0);
    await visited.close();
  });

  it('?neighborhood= shows only the homes of that neighborhood and says which', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/properties?neighborhood=newport-beach`);
    await expectPageBasics(visited, { title: exactly('Homes for Sale in Newport Beach | Pacific Crest Realty'), h1: exactly('Showing homes in Newport Beach') });
    const main = visited.page.getByRole('main');
    const listed = () => main.getByRole('article').getByRole('heading').allTextContents();
    await expect.poll(listed, { timeout: 10_000 }).toEqual(['Bayfront Modern on Lido Isle', 'Spanish Revival Cottage in the Flower Streets']);
    expect(await main.getByTestId('result-count').textContent()).toBe('2 homes match these filters');
    await visited.close();
  });
});

describe('/properties/{id}', () => {
  it('shows the home, its price and the short contact form', async () => {
    const [home] = await api<Property[]>('/api/properties');
    const visited = await visit(running.browser, `${running.site.baseUrl}/properties/${home!.id}`);
    await expectPageBasics(visited, { title: exactly(`${home!.title} | Pacific Crest Realty`), h1: exactly(home!.title) });
    const main = visited.page.getByRole('main');
    await main.getByText(formatUsd(home!.price), { exact: true }).first().waitFor();
    await main.getByRole('heading', { name: 'Interested in this home?' }).waitFor();
    expect(await visited.page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(sharedPicture(running.site.baseUrl, home!.imageUrl));
    await visited.close();
  });

  it('an unknown property answers HTTP 404 and says so', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/properties/no-such-home`, { status: 404 });
    await visited.page.getByRole('heading', { level: 1, name: 'Property Not Found' }).waitFor();
    expect(await visited.page.getByRole('link', { name: 'View All Properties' }).getAttribute('href')).toBe('/properties');
    await visited.close();
  });
});

describe('/testimonials', () => {
  it('shows every testimonial with its one-decimal rating in stars', async () => {
    const testimonials = await api<Testimonial[]>('/api/testimonials');
    const visited = await visit(running.browser, `${running.site.baseUrl}/testimonials`);
    await expectPageBasics(visited, { title: exactly('Client Testimonials | Pacific Crest Realty'), h1: exactly('In Their Words') });
    const main = visited.page.getByRole('main');
    await expect.poll(() => main.getByRole('img', { name: /^Rated [0-5]\.[05] out of 5$/ }).count()).toBe(testimonials.length);
    for (const testimonial of testimonials) {
      await main.getByRole('img', { name: `Rated ${formatRating(testimonial.rating)} out of 5` }).first().waitFor();
      await main.getByText(testimonial.clientName, { exact: true }).first().waitFor();
    }
    await visited.close();
  });
});
