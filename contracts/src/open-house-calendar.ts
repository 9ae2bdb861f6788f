import type { Locale } from './locale.js';
import { PACIFIC_TIME_ZONE } from './pacific-calendar.js';
import type { OpenHouse } from './schemas/open-houses.js';
import type { Property } from './schemas/entities.js';

/**
 * An open house as a calendar entry (issue 48): its title in the visitor's language, and Google
 * Calendar's new-event page filled in. The .ics file (the server's) and the page's links share them.
 */
const EVENT_TITLES: Record<Locale, (title: string) => string> = {
  en: (title) => `Open house: ${title}`,
  es: (title) => `Casa abierta: ${title}`,
};

/** "Open house: Bayfront Modern on Lido Isle" ("Casa abierta: …"). */
export function openHouseEventTitle(home: Pick<Property, 'title'>, locale: Locale): string {
  return EVENT_TITLES[locale](home.title);
}

/** An instant in iCalendar's and Google's UTC form: "2026-12-05T21:00:00.000Z" → "20261205T210000Z". */
export const utcStamp = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * Google Calendar's page for a new event, filled in: title, start and end (UTC, shown in California
 * time), the home's place, and its page with the agent's remarks. No account or key needed.
 */
export function googleCalendarUrl(house: Pick<OpenHouse, 'startsAt' | 'endsAt' | 'remarks'>, home: Pick<Property, 'title' | 'location'>, pageUrl: string, locale: Locale): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: openHouseEventTitle(home, locale),
    dates: `${utcStamp(house.startsAt)}/${utcStamp(house.endsAt)}`,
    ctz: PACIFIC_TIME_ZONE,
    location: home.location,
    details: [house.remarks, pageUrl].filter(Boolean).join('\n\n'),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Where an open house's .ics file is served, in the page's language (`lang=es`: its title in Spanish). */
export function openHouseCalendarPath(house: Pick<OpenHouse, 'id'>, locale: Locale): string {
  return `/api/open-houses/${encodeURIComponent(house.id)}/calendar.ics${locale === 'en' ? '' : `?lang=${locale}`}`;
}
