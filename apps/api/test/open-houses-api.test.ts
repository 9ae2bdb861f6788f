import ICAL from 'ical.js';
import type { OpenHouse, OpenHouseListing } from '@pcr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureContentRepository, type ContentRepository } from '../src/content-repository.js';
import { startApp, testConfig, type RunningApp } from './helpers.js';

/**
 * Open houses over HTTP (issue 48, section 1): which ones the API lists (active, not ended, within
 * 14 days, of a home the site shows; a city's or a home's), and each as an .ics file read back by
 * ical.js (Mozilla's parser, not ours): its time zone with the daylight-saving change, a UID that
 * stays, a SEQUENCE that rises, a cancellation.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const at = (ms: number) => new Date(ms).toISOString();

const house = (id: string, propertyId: string, startsIn: number, fields: Partial<OpenHouse> = {}): OpenHouse => ({
  id,
  propertyId,
  startsAt: at(now + startsIn),
  endsAt: at(now + startsIn + 3 * HOUR),
  status: 'active',
  sequence: 0,
  updatedAt: at(now - 2 * DAY),
  ...fields,
});

const houses: OpenHouse[] = [
  house('tomorrow-irvine', 'pcr-1003', DAY),
  house('going-on-now', 'pcr-1001', -HOUR),
  house('ended', 'pcr-1001', -4 * HOUR),
  house('cancelled', 'pcr-1008', 2 * DAY, { status: 'cancelled', sequence: 2 }),
  house('too-far', 'pcr-1012', 16 * DAY),
  house('on-day-14', 'pcr-1012', 14 * DAY),
  house('no-such-home', 'pcr-9999', DAY),
  // November 1, 2026: the Sunday daylight time ends in California (1:00–4:00 PM PST = 21:00–24:00 UTC).
  { ...house('after-the-change', 'pcr-1016', 0), startsAt: '2026-11-01T21:00:00.000Z', endsAt: '2026-11-02T00:00:00.000Z', remarks: 'Bring ID; shoes off, please.' },
];

const content: ContentRepository = { ...fixtureContentRepository(), openHouses: () => houses };
let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ content, config: testConfig({ siteUrl: 'https://www.pacificcrest.example' }) });
});
afterAll(() => app?.close());

const list = async (query = '') => {
  const res = await fetch(`${app.baseUrl}/api/open-houses${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as OpenHouseListing[];
};

describe('GET /api/open-houses', () => {
  it('lists the active ones not ended yet, within 14 days, of homes the site shows, soonest first, each with its home', async () => {
    const listed = await list();
    expect(listed.map((h) => h.id)).toEqual(['going-on-now', 'tomorrow-irvine', 'on-day-14']);
    expect(listed[1]).toMatchObject({ propertyId: 'pcr-1003', status: 'active', property: { id: 'pcr-1003', title: 'Woodbridge Lakeside Retreat' } });
  });

  it('a city’s (by slug) and one home’s; an unknown city has none; a bad slug is a 400', async () => {
    expect((await list('?city=irvine')).map((h) => h.id)).toEqual(['tomorrow-irvine']);
    expect((await list('?city=newport-beach')).map((h) => h.id)).toEqual(['going-on-now']);
    expect((await list('?property=pcr-1012')).map((h) => h.id)).toEqual(['on-day-14']);
    expect(await list('?city=fresno')).toEqual([]);
    expect((await fetch(`${app.baseUrl}/api/open-houses?city=Not%20A%20Slug`)).status).toBe(400);
  });

  it('without an MLS, the bundled homes have open houses in the coming days', async () => {
    const bundled = await startApp();
    try {
      const listed = (await (await fetch(`${bundled.baseUrl}/api/open-houses`)).json()) as OpenHouseListing[];
      expect(listed.length).toBeGreaterThanOrEqual(6);
      for (const item of listed) {
        expect(Date.parse(item.endsAt)).toBeGreaterThan(Date.now());
        expect(Date.parse(item.startsAt)).toBeLessThan(Date.now() + 15 * DAY);
      }
    } finally {
      await bundled.close();
    }
  });
});

/** The .ics of an open house, parsed by ical.js. */
async function calendarOf(id: string, lang = '') {
  const res = await fetch(`${app.baseUrl}/api/open-houses/${id}/calendar.ics${lang}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="open-house-${id}.ics"`);
  const text = await res.text();
  // RFC 5545: CRLF line ends, no line longer than 75 octets.
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone')!;
  ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, event, vevent: calendar.getFirstSubcomponent('vevent')!, text };
}

describe('GET /api/open-houses/{id}/calendar.ics', () => {
  it('is an event in California time, with its UID, SEQUENCE, place, page and the agent’s remarks', async () => {
    const { calendar, event, vevent } = await calendarOf('after-the-change');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe('after-the-change@www.pacificcrest.example');
    expect(event.sequence).toBe(0);
    expect(event.summary).toBe('Open house: Bungalow Heaven Craftsman');
    expect(event.location).toBe('Bungalow Heaven, Pasadena, CA');
    expect(event.description).toBe('Bring ID; shoes off, please.\n\nhttps://www.pacificcrest.example/properties/pcr-1016');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://www.pacificcrest.example/properties/pcr-1016');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // The zone's rules put November 1, 2026 1:00 PM in standard time: 21:00 UTC, as the API has it.
    expect(event.startDate.zone.tzid).toBe('America/Los_Angeles');
    expect(event.startDate.toString()).toBe('2026-11-01T13:00:00');
    expect(event.startDate.toUnixTime()).toBe(Date.parse('2026-11-01T21:00:00Z') / 1000);
    expect(event.endDate.toUnixTime()).toBe(Date.parse('2026-11-02T00:00:00Z') / 1000);
    // The day before, still daylight time: the same rules give UTC−7.
    const saturday = ICAL.Time.fromData({ year: 2026, month: 10, day: 31, hour: 13, minute: 0 }, event.startDate.zone);
    expect(saturday.toUnixTime()).toBe(Date.parse('2026-10-31T20:00:00Z') / 1000);
  });

  it('in Spanish: its title and page in Spanish', async () => {
    const { event } = await calendarOf('after-the-change', '?lang=es');
    expect(event.summary).toBe('Casa abierta: Bungalow Heaven Craftsman');
    expect(event.description).toContain('https://www.pacificcrest.example/es/properties/pcr-1016');
  });

  it('a cancelled one says so, under the same UID with its raised SEQUENCE', async () => {
    const { event, vevent } = await calendarOf('cancelled');
    expect(event.uid).toBe('cancelled@www.pacificcrest.example');
    expect(event.sequence).toBe(2);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('an unknown open house is a 404; another language a 400', async () => {
    expect((await fetch(`${app.baseUrl}/api/open-houses/nope/calendar.ics`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/open-houses/no-such-home/calendar.ics`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/open-houses/cancelled/calendar.ics?lang=fr`)).status).toBe(400);
  });
});
