import type { DayOfWeek, ImageObject, OpeningHoursSpecification, RealEstateAgent, WithContext } from 'schema-dts';
import {
  LOCALE_TAGS,
  LOCALES,
  BUSINESS_HOURS,
  MARKETING_FIGURES,
  REGIONS,
  SITE_LOGO,
  type SiteIdentity,
} from '@pcr/contracts';
import { imageObject } from './image-object.js';
import type { AbsoluteUrl } from './types.js';

/** The agency's logo for search engines: the site icon as the PNG the build draws (SITE_LOGO), with its size. */
export function siteLogo(absoluteUrl: AbsoluteUrl): ImageObject {
  return imageObject(absoluteUrl(SITE_LOGO.path), SITE_LOGO.width, SITE_LOGO.height);
}

/** The agency's node id: other nodes (agents, guides) refer to it with `{ '@id': … }`. */
export function organizationId(absoluteUrl: AbsoluteUrl): string {
  return absoluteUrl('/#organization');
}

const DAYS: readonly DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DAY_ABBREVIATIONS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function dayIndex(abbreviation: string): number {
  const index = DAY_ABBREVIATIONS.indexOf(abbreviation);
  if (index === -1) throw new Error(`Unknown day "${abbreviation}" in the business hours`);
  return index;
}

/** "Mon-Fri" → Monday … Friday; "Sat" → Saturday. */
function daysOf(range: string): DayOfWeek[] {
  const [first = '', last = first] = range.split('-');
  return DAYS.slice(dayIndex(first), dayIndex(last) + 1);
}

/** "9AM" → "09:00"; "6PM" → "18:00"; "12PM" → "12:00". */
function time24(value: string): string {
  const match = /^(\d{1,2})(?::(\d{2}))?(AM|PM)$/.exec(value);
  if (!match) throw new Error(`Unknown time "${value}" in the business hours`);
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2] ?? '00'}`;
}

/**
 * The displayed business hours as opening-hours specifications. Hours that are not a time range
 * ("by appointment") have no fixed opening and are left out, as search engines read a listed day as open.
 */
export function openingHoursSpecification(
  hours: readonly { days: string; hours: string }[] = BUSINESS_HOURS,
): OpeningHoursSpecification[] {
  return hours.flatMap((entry) => {
    const range = /^(\S+)-(\S+)$/.exec(entry.hours);
    if (!range || !/\d/.test(entry.hours)) return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: daysOf(entry.days),
        opens: time24(range[1] ?? ''),
        closes: time24(range[2] ?? ''),
      } satisfies OpeningHoursSpecification,
    ];
  });
}

/** E.164 from a tel: link: "tel:+19495550148" → "+19495550148". */
export function telephoneOf(phoneHref: string): string {
  return phoneHref.replace(/^tel:/, '');
}

export type OrganizationIdentity = Pick<SiteIdentity, 'brand' | 'phoneHref' | 'email' | 'address' | 'social'>;

/** The agency on every page (rendered once, by the site footer). */
export function realEstateAgentJsonLd(identity: OrganizationIdentity, absoluteUrl: AbsoluteUrl): WithContext<Exclude<RealEstateAgent, string>> {
  const logo = siteLogo(absoluteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': organizationId(absoluteUrl),
    name: identity.brand,
    url: absoluteUrl('/'),
    logo,
    image: logo,
    telephone: telephoneOf(identity.phoneHref),
    email: identity.email,
    address: { '@type': 'PostalAddress', ...identity.address },
    openingHoursSpecification: openingHoursSpecification(),
    areaServed: REGIONS.map((region) => ({ '@type': 'AdministrativeArea', name: region })),
    // The languages the agency serves its clients in: the site's (issue 30), as BCP 47 tags.
    knowsLanguage: LOCALES.map((locale) => LOCALE_TAGS[locale]),
    foundingDate: String(MARKETING_FIGURES.founded),
    sameAs: identity.social.map((entry) => entry.href),
  };
}
