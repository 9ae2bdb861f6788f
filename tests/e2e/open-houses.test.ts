import ICAL from 'ical.js';
import type { OpenHouseListing } from '@pcr/contracts';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from './support/browser.js';
import { visit } from './support/page-checks.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';

/**
 * Open houses in Chromium against the built site (issue 48, section 1), with the bundled homes' open
 * houses (no MLS): the page in both languages, its city filter without JavaScript, an open house into
 * a calendar (its .ics read back by ical.js), and a home's page with its own.
 */
const running = siteAndBrowserForFile();
const api = async <T,>(path: string): Promise<T> => (await (await fetch(`${running.site.baseUrl}${path}`)).json()) as T;

describe('/open-houses', () => {
  it('lists this weekend’s and the next 14 days’ open houses as the API has them, each into a calendar', async () => {
    const upcoming = await api<OpenHouseListing[]>('/api/open-houses');
    expect(upcoming.length).toBeGreaterThan(0);
    const visited = await visit(running.browser, `${running.site.baseUrl}/open-houses`);
    const { page } = visited;
    expect(await page.title()).toBe('Open Houses This Weekend | Pacific Crest Realty');
    await page.getByRole('heading', { level: 1, name: 'Come See It in Person' }).waitFor();
    const main = page.getByRole('main');
    // Every upcoming open house once, in the API's order (this weekend's section first, then the rest, each in time order).
    const shown = await main.locator('[data-open-house-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-open-house-id')));
    expect([...shown].sort()).toEqual(upcoming.map((house) => house.id).sort());
    const weekend = main.getByRole('region', { name: 'This weekend' });
    const later = main.getByRole('region', { name: 'In the next 14 days' });
    expect((await weekend.locator('[data-open-house-id]').count()) + (await later.locator('[data-open-house-id]').count())).toBe(upcoming.length);

    // The first card's "Add to calendar": an .ics file of that open house, at the time the card shows.
    const first = main.locator('[data-open-house-id]').first();
    const id = await first.getAttribute('data-open-house-id');
    const house = upcoming.find((candidate) => candidate.id === id)!;
    const shownTime = await first.locator('time').innerText();
    const ics = first.getByRole('link', { name: new RegExp(`^Add to calendar \\(\\.ics file\\): ${house.property.title}, `) });
    const res = await fetch(new URL((await ics.getAttribute('href'))!, running.site.baseUrl));
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(`Open house: ${house.property.title}`);
    expect(event.startDate.toUnixTime() * 1000).toBe(Date.parse(house.startsAt));
    // "Saturday, December 5 · 1:00 PM – 4:00 PM PST": the card's hour is the event's in California.
    const hour = event.startDate.hour % 12 || 12;
    expect(shownTime).toContain(`${hour}:${String(event.startDate.minute).padStart(2, '0')} ${event.startDate.hour < 12 ? 'AM' : 'PM'} –`);
    const google = new URL((await first.getByRole('link', { name: /^Google Calendar \(opens in a new tab\)/ }).getAttribute('href'))!);
    expect(google.searchParams.get('text')).toBe(`Open house: ${house.property.title}`);

    expect(await axeViolations(page)).toEqual([]);
    expect(visited.consoleErrors).toEqual([]);
    await visited.close();
  });

  it('without JavaScript, the city filter is a GET of the page: Irvine’s open houses alone, in Spanish too', async () => {
    const irvine = await api<OpenHouseListing[]>('/api/open-houses?city=irvine');
    expect(irvine.length).toBeGreaterThan(0);
    const { page, context } = await openPage(running.browser, { javaScriptEnabled: false });
    await page.goto(`${running.site.baseUrl}/es/open-houses`);
    await page.getByRole('heading', { level: 1, name: 'Venga a verla en persona' }).waitFor();
    const filter = page.getByRole('search', { name: 'Casas abiertas por ciudad' });
    await filter.getByLabel('Ciudad', { exact: true }).selectOption('irvine');
    await filter.getByRole('button', { name: 'Ver casas abiertas' }).click();
    await page.waitForURL(`${running.site.baseUrl}/es/open-houses?city=irvine`);
    expect(await page.getByLabel('Ciudad', { exact: true }).inputValue()).toBe('irvine');
    const shown = await page.locator('[data-open-house-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-open-house-id')));
    expect([...shown].sort()).toEqual(irvine.map((house) => house.id).sort());
    expect(await page.getByRole('link', { name: /^Añadir al calendario \(archivo \.ics\)/ }).first().getAttribute('href')).toMatch(/\/calendar\.ics\?lang=es$/);
    await context.close();
  });

  it('a home’s page lists its upcoming open houses; the sitemap lists the page in both languages', async () => {
    const woodbridge = await api<OpenHouseListing[]>('/api/open-houses?property=pcr-1003');
    expect(woodbridge.length).toBeGreaterThan(0);
    const visited = await visit(running.browser, `${running.site.baseUrl}/properties/pcr-1003`);
    const schedule = visited.page.getByRole('region', { name: 'Open houses' });
    expect(await schedule.getByRole('listitem').count()).toBe(woodbridge.length);
    expect(await schedule.getByRole('link', { name: 'All open houses' }).getAttribute('href')).toBe('/open-houses');
    await visited.close();
    const sitemap = await (await fetch(`${running.site.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${running.site.baseUrl}/open-houses</loc>`);
    expect(sitemap).toContain(`${running.site.baseUrl}/es/open-houses"`);
  });
});
