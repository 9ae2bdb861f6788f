import { isLocale, pathInLocale, type Locale } from '@pcr/contracts';
import type { RequestHandler } from 'express';
import type { ContentRepository } from '../content-repository.js';
import { openHouseCalendar } from './icalendar.js';

/** A calendar file may change (moved, cancelled): kept five minutes, then asked again. */
const CALENDAR_CACHE_CONTROL = 'public, max-age=300';

/**
 * GET /api/open-houses/{id}/calendar.ics[?lang=es]: one open house as an .ics file ("Add to calendar",
 * issue 48), a cancelled one too (STATUS:CANCELLED, so a calendar that has it learns); its title and
 * page in the language asked for. An unknown open house is a 404, another `lang` a 400.
 */
export function openHouseCalendarRoute(content: ContentRepository, siteUrl: string): RequestHandler {
  const host = new URL(siteUrl).host;
  return (req, res) => {
    const lang = req.query.lang ?? 'en';
    if (typeof lang !== 'string' || !isLocale(lang)) return void res.status(400).type('text/plain').send('lang must be en or es\n');
    const locale: Locale = lang;
    const house = content.openHouses().find((candidate) => candidate.id === req.params.id);
    const home = house ? content.property(house.propertyId) : undefined;
    if (!house || !home) return void res.status(404).type('text/plain').send('No such open house\n');
    const pageUrl = `${siteUrl}${pathInLocale(`/properties/${encodeURIComponent(home.id)}`, locale)}`;
    res
      .status(200)
      .type('text/calendar; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="open-house-${house.id}.ics"`)
      .setHeader('Cache-Control', CALENDAR_CACHE_CONTROL)
      .send(openHouseCalendar({ house, home, pageUrl, host, locale }));
  };
}
