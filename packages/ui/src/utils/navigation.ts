import { splitLocale } from '@pcr/contracts';
import type { PlainText } from '../i18n/translate.js';

/** Site navigation shared by the header, the footer and the app. */
export interface NavItem {
  /** The link's text (in English; shown through `t`). */
  label: PlainText;
  href: string;
  /** Also active on sub-paths (e.g. /cities/irvine for /cities). */
  matchNested?: boolean;
}

/** The header links, in order (spec "Header"). */
export const mainNavigation: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Hot Listings', href: '/hot-listings' },
  { label: 'OC Cities', href: '/cities', matchNested: true },
  { label: 'Buyer Resources', href: '/resources', matchNested: true },
  // Sellers' question first, as every agency site asks it (issue 47); /sell/thanks is its answer.
  { label: 'Sell', href: '/sell', matchNested: true },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '/';
  // A loop, not /\/+$/: that regex retries from every slash, quadratic on a path of slashes (issue 28).
  let end = withoutQuery.length;
  while (end > 1 && withoutQuery[end - 1] === '/') end--;
  return withoutQuery.slice(0, end) || '/';
}

/**
 * Whether the nav link `href` (an English site path) is the current page for `path`, in any language.
 * "/" only matches the home page; /cities and /resources also match their sub-pages.
 */
export function isNavItemActive(href: string, path: string): boolean {
  const current = splitLocale(normalizePath(path)).path;
  const target = normalizePath(href);
  if (current === target) return true;
  const item = mainNavigation.find((entry) => entry.href === target);
  return Boolean(item?.matchNested) && current.startsWith(`${target}/`);
}

export interface FooterNeighborhood {
  name: string;
  slug: string;
  href: string;
}

const footerNeighborhood = (name: string, slug: string): FooterNeighborhood => ({ name, slug, href: `/neighborhoods/${slug}` });

/** Neighborhood links in the footer (they resolve to real neighborhood pages). */
export const footerNeighborhoods: readonly FooterNeighborhood[] = [
  footerNeighborhood('Newport Beach', 'newport-beach'),
  footerNeighborhood('Irvine', 'irvine'),
  footerNeighborhood('Laguna Beach', 'laguna-beach'),
  footerNeighborhood('Silver Lake', 'silver-lake'),
  footerNeighborhood('Beverly Hills', 'beverly-hills'),
];

/** Quick links in the footer. */
export const footerQuickLinks: readonly NavItem[] = [
  { label: 'About', href: '/about' },
  { label: 'Our Team', href: '/team' },
  // This weekend's open houses (issue 48): the header has no room left.
  { label: 'Open Houses', href: '/open-houses' },
  { label: 'Home Prices', href: '/home-prices' },
  { label: 'Contact', href: '/contact' },
  { label: 'Resources', href: '/resources' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
];
