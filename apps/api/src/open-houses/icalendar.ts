import { openHouseEventTitle, pacificParts, PACIFIC_TIME_ZONE, utcStamp, type Locale, type OpenHouse, type Property } from '@pcr/contracts';

/**
 * An open house as an iCalendar file (RFC 5545), for "Add to calendar" (issue 48). Its UID stays the
 * same across changes and its SEQUENCE rises with each, so a calendar that has it takes a newer copy
 * as the same event moved or, with STATUS:CANCELLED, called off. Times are California wall-clock
 * times with the zone's rules beside them (VTIMEZONE), as calendar programs expect.
 */

/**
 * California's rules since 2007 (the Energy Policy Act of 2005): daylight time from the second Sunday
 * of March to the first Sunday of November, both at 2:00.
 */
const PACIFIC_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${PACIFIC_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0800',
  'TZOFFSETTO:-0700',
  'TZNAME:PDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0800',
  'TZNAME:PST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export const icalText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each further line starts with a space. Cut
 * between characters, never inside one's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // The first line holds 75 octets; a continuation 74 after its leading space.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

/** "2026-12-05T21:00:00Z" → "20261205T130000": the California wall-clock time of an instant. */
export const pacificLocal = (iso: string) => {
  const { date, time } = pacificParts(iso);
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
};

export interface OpenHouseCalendarInput {
  house: OpenHouse;
  home: Pick<Property, 'title' | 'location'>;
  /** The home's page on the site, in the visitor's language. */
  pageUrl: string;
  /** The site's host: the UID's right-hand side ("{id}@www.pacificcrestrealty.com"), unique worldwide. */
  host: string;
  locale: Locale;
}

/**
 * A calendar of one event in California time (an open house, a tour): CRLF line ends, lines folded,
 * the Pacific VTIMEZONE before the event's own lines (without BEGIN/END:VEVENT).
 */
export function pacificCalendar({ product, host, locale, method, event }: { product: string; host: string; locale: Locale; method: 'PUBLISH' | 'REQUEST' | 'CANCEL'; event: string[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//${product}//${locale.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...PACIFIC_VTIMEZONE,
    'BEGIN:VEVENT',
    ...event,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The .ics file of one open house. */
export function openHouseCalendar({ house, home, pageUrl, host, locale }: OpenHouseCalendarInput): string {
  const description = [house.remarks, pageUrl].filter(Boolean).join('\n\n');
  const event = [
    `UID:${house.id}@${host}`,
    `SEQUENCE:${house.sequence}`,
    `DTSTAMP:${utcStamp(house.updatedAt)}`,
    `DTSTART;TZID=${PACIFIC_TIME_ZONE}:${pacificLocal(house.startsAt)}`,
    `DTEND;TZID=${PACIFIC_TIME_ZONE}:${pacificLocal(house.endsAt)}`,
    `SUMMARY:${icalText(openHouseEventTitle(home, locale))}`,
    `LOCATION:${icalText(home.location)}`,
    `DESCRIPTION:${icalText(description)}`,
    `URL:${pageUrl}`,
    `STATUS:${house.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
  ];
  return pacificCalendar({ product: 'Open houses', host, locale, method: 'PUBLISH', event });
}
