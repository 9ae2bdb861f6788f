/** Business constants and limits of spec section 9 (and counts of section 4). */
export const HOME_NEIGHBORHOOD_COUNT = 4;
export const AREA_PROPERTIES_LIMIT = 4;

export const MIN_NAME_LENGTH = 2;
export const MIN_PHONE_LENGTH = 10;
export const MIN_MESSAGE_LENGTH = 5;
export const MIN_INTEREST_LENGTH = 1;

export const BUSINESS_HOURS = [
  { days: 'Mon-Fri', hours: '9AM-6PM' },
  { days: 'Sat', hours: '10AM-4PM' },
  { days: 'Sun', hours: 'by appointment' },
] as const;

export const RESPONSE_PROMISE_HOURS = 24;

/** Days a subscription's confirmation link works (double opt-in, decision 0037); unconfirmed requests are then deleted. */
export const SUBSCRIPTION_CONFIRMATION_DAYS = 7;
/**
 * Days a link to manage alerts works (issue 45): every alert e-mail carries a fresh one, and an
 * expired one offers to send a new one to the address. A forwarded e-mail gives no lasting control.
 */
export const MANAGE_LINK_DAYS = 30;

/** The two regions the agency serves (spec section 3: a neighborhood's region). */
export const REGIONS = ['Orange County', 'Los Angeles'] as const;

export const MARKETING_FIGURES = {
  yearsInBusiness: '15+',
  homesSold: '500+',
  clientSatisfaction: '98%',
  professionals: '20+',
  founded: 2008,
} as const;

/** Skeleton placeholder counts of spec section 4. */
export const SKELETON_COUNTS = {
  featuredProperties: 3,
  agents: 3,
  testimonials: 3,
  homeNeighborhoods: 4,
  neighborhoodsPage: 6,
  teamPage: 6,
  hotListingsPage: 6,
  citiesPage: 6,
  areaProperties: 2,
} as const;

/** Notices (toasts). */
export const NOTICE_DURATION_MS = 5000;
export const NOTICE_SWIPE_DISMISS_PX = 50;
export const NOTICE_HOTKEY = 'F8';
export const NOTICE_MAX_VISIBLE = 1;

/** Scores. */
export const WALK_SCORE_MAX = 100;
export const CRIME_INDEX_MAX = 100;
export const SCHOOL_RATING_MAX = 10;

export const CITY_HERO_HEIGHT_PX = 500;

/** Theme preference. */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_VALUES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_VALUES)[number];
export const DEFAULT_THEME: ThemePreference = 'light';
