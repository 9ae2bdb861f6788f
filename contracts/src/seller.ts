/**
 * "What's my home worth?" (issue 47, section 1): the seller form's choices, messages and the rules
 * that pick the homes like the visitor's. Plain values, no schema, so the /sell page can show them
 * without loading valibot; the schemas are in schemas/seller.ts. Spanish twins in seller.es.ts.
 */
import { alertMessages } from './messages.js';

/** The home's condition, as the visitor judges it. */
export const HOME_CONDITIONS = ['move-in-ready', 'needs-updates', 'needs-major-work'] as const;
export type HomeCondition = (typeof HOME_CONDITIONS)[number];
export const homeConditionLabels = {
  'move-in-ready': 'Move-in ready',
  'needs-updates': 'Needs some updates',
  'needs-major-work': 'Needs major work',
} as const satisfies Record<HomeCondition, string>;

/** When the visitor may sell. */
export const SELLING_TIMELINES = ['within-3-months', '3-to-6-months', '6-to-12-months', 'just-curious'] as const;
export type SellingTimeline = (typeof SELLING_TIMELINES)[number];
export const sellingTimelineLabels = {
  'within-3-months': 'Within 3 months',
  '3-to-6-months': 'In 3 to 6 months',
  '6-to-12-months': 'In 6 to 12 months',
  'just-curious': 'Just curious',
} as const satisfies Record<SellingTimeline, string>;

/** Limits a real home stays within; anything beyond is a typing mistake. */
export const SELLER_HOME_LIMITS = {
  maxBedrooms: 20,
  maxBathrooms: 20,
  minLivingArea: 200,
  maxLivingArea: 50_000,
  maxStreet: 200,
} as const;

/** The homes like the visitor's: same city, bedrooms within 1, living area within 20 %. */
export const COMPARABLE_RULES = { bedroomsAround: 1, areaAround: 0.2, shown: 6 } as const;

/** Fewer confirmed alerts than this and the count is not shown (it could point at a person). */
export const MIN_BUYERS_SHOWN = 3;

/** The seller form's field messages (the contact fields take the spec's own, validationMessages). */
export const sellerMessages = {
  street: 'Please enter the street address',
  city: 'Please choose the city',
  zip: 'Please enter a 5-digit ZIP code',
  propertyType: 'Please choose the type of home',
  bedrooms: 'Please enter the number of bedrooms',
  bathrooms: 'Please enter the number of bathrooms (halves allowed)',
  livingArea: 'Please enter the living area in square feet (200 to 50,000)',
  condition: 'Please choose the condition',
  timeline: 'Please choose when you may sell',
  consent: alertMessages.consent,
} as const;
