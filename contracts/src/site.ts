import { DRE_LICENSE_PATTERN } from './dre-license.js';

/**
 * Site identity: the one module read by the app, the server and the stories.
 * Every value can be overridden at build/start through environment variables
 * (see README "Environment variables"), so a real agency can deploy unchanged.
 */
export interface SiteIdentity {
  brand: string;
  phoneDisplay: string;
  phoneHref: string;
  email: string;
  /** The office's postal address (structured data of the agency on every page). */
  address: SiteAddress;
  social: { label: string; href: string; network: 'facebook' | 'pinterest' | 'youtube' }[];
  reviews: { label: string; href: string; site: 'google' | 'yelp' }[];
  /** Outbound link for a hot listing; `{id}` is replaced by the listing id. */
  listingLinkTemplate: string;
  /** The agency's (the broker's) DRE license number, eight digits: in the footer of every page and e-mail. */
  dreLicense: string;
}

/** A US postal address, in the parts search engines read (schema.org PostalAddress). */
export interface SiteAddress {
  streetAddress: string;
  addressLocality: string;
  /** Two-letter state code. */
  addressRegion: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 country code. */
  addressCountry: string;
}

export const defaultSiteIdentity: SiteIdentity = {
  brand: 'Pacific Crest Realty',
  phoneDisplay: '(949) 555-0148',
  phoneHref: 'tel:+19495550148',
  email: 'hello@pacificcrestrealty.example',
  // Fictional, like the 555 number: an office in Newport Beach's business district.
  address: {
    streetAddress: '4040 MacArthur Boulevard, Suite 210',
    addressLocality: 'Newport Beach',
    addressRegion: 'CA',
    postalCode: '92660',
    addressCountry: 'US',
  },
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/pacificcrestrealty', network: 'facebook' },
    { label: 'Pinterest', href: 'https://www.pinterest.com/pacificcrestrealty', network: 'pinterest' },
    { label: 'YouTube', href: 'https://www.youtube.com/@pacificcrestrealty', network: 'youtube' },
  ],
  reviews: [
    { label: 'Google reviews', href: 'https://www.google.com/search?q=Pacific+Crest+Realty+reviews', site: 'google' },
    { label: 'Yelp', href: 'https://www.yelp.com/search?find_desc=Pacific+Crest+Realty', site: 'yelp' },
  ],
  listingLinkTemplate: 'https://www.zillow.com/homes/for_sale/?searchQueryState=%7B%22listingId%22%3A%22{id}%22%7D',
  // Fictional, like the rest: a real agency sets its own with SITE_DRE_LICENSE.
  dreLicense: '02154879',
};

/** Names of the environment variables that override the identity. */
export const siteIdentityEnv = {
  brand: 'SITE_BRAND',
  phoneDisplay: 'SITE_PHONE',
  phoneHref: 'SITE_PHONE_HREF',
  email: 'SITE_EMAIL',
  listingLinkTemplate: 'LISTING_LINK_TEMPLATE',
  dreLicense: 'SITE_DRE_LICENSE',
} as const;

/**
 * Applies overrides from an environment-like record (process.env or import.meta.env). A license
 * number that is not eight digits stops the start (or the build) with what to set: a page must never
 * show a wrong one.
 */
export function resolveSiteIdentity(env: Record<string, string | undefined>, prefix = ''): SiteIdentity {
  const pick = (key: keyof typeof siteIdentityEnv) => {
    const value = env[prefix + siteIdentityEnv[key]];
    return value && value.trim() !== '' ? value.trim() : defaultSiteIdentity[key];
  };
  const dreLicense = pick('dreLicense');
  if (!DRE_LICENSE_PATTERN.test(dreLicense)) {
    throw new Error(`${prefix}${siteIdentityEnv.dreLicense} must be the agency's California DRE license number, eight digits (e.g. 01234567); got ${JSON.stringify(dreLicense)}`);
  }
  return {
    ...defaultSiteIdentity,
    dreLicense,
    brand: pick('brand'),
    phoneDisplay: pick('phoneDisplay'),
    phoneHref: pick('phoneHref'),
    email: pick('email'),
    listingLinkTemplate: pick('listingLinkTemplate'),
  };
}

export function listingUrl(identity: Pick<SiteIdentity, 'listingLinkTemplate'>, listingId: string): string {
  return identity.listingLinkTemplate.replaceAll('{id}', encodeURIComponent(listingId));
}

/** "{page} | {brand}"; the brand is added only when the title lacks it. */
export function pageTitle(title: string, brand: string = defaultSiteIdentity.brand): string {
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

/** Spec section 2: '{city name}, Orange County Real Estate Guide | {brand}'. */
export function cityPageTitle(cityName: string, brand: string = defaultSiteIdentity.brand): string {
  return pageTitle(`${cityName}, Orange County Real Estate Guide`, brand);
}
