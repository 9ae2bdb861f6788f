import * as v from 'valibot';
import { leadRequestMessages } from '../messages.js';
import { PROPERTY_TYPES } from '../property-types.js';
import { HOME_CONDITIONS, SELLER_HOME_LIMITS, SELLING_TIMELINES, sellerMessages } from '../seller.js';
import { PropertySchema } from './entities.js';
import { email, honeypot, name, page, phone, SINGLE_LINE } from './forms.js';

/**
 * "What's my home worth?" (issue 47, section 1): the seller form's two steps as the API takes them,
 * and what the site answers a seller with. Numbers are JSON numbers here; the page's action reads
 * the form's text into them.
 */

/** A missing field is empty, so it gets its own message rather than valibot's "Invalid key". */
const required = <T extends v.GenericSchema<unknown, unknown>>(schema: T, empty: unknown = '') => v.optional(schema, empty as never);

/** A served city's slug ("newport-beach"); the server also checks it is one of the agency's cities. */
export const SellerCitySchema = v.pipe(v.string(sellerMessages.city), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, sellerMessages.city), v.maxLength(100, sellerMessages.city));

/** Step 1: where the home is. */
export const SellerAddressEntries = {
  street: required(v.pipe(v.string(sellerMessages.street), v.trim(), v.minLength(3, sellerMessages.street), v.maxLength(SELLER_HOME_LIMITS.maxStreet, sellerMessages.street), v.regex(SINGLE_LINE, sellerMessages.street))),
  city: required(SellerCitySchema),
  zip: required(v.pipe(v.string(sellerMessages.zip), v.trim(), v.regex(/^\d{5}$/, sellerMessages.zip))),
};
export const SellerAddressSchema = v.object(SellerAddressEntries, leadRequestMessages.body);

const count = (max: number, message: string) => required(v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(max, message)), null);

/** Step 2, the home itself. */
export const SellerHomeEntries = {
  propertyType: required(v.picklist(PROPERTY_TYPES, sellerMessages.propertyType)),
  bedrooms: count(SELLER_HOME_LIMITS.maxBedrooms, sellerMessages.bedrooms),
  bathrooms: required(
    v.pipe(
      v.number(sellerMessages.bathrooms),
      v.minValue(0, sellerMessages.bathrooms),
      v.maxValue(SELLER_HOME_LIMITS.maxBathrooms, sellerMessages.bathrooms),
      v.check((value) => Number.isInteger(value * 2), sellerMessages.bathrooms),
    ),
    null,
  ),
  livingArea: required(
    v.pipe(
      v.number(sellerMessages.livingArea),
      v.integer(sellerMessages.livingArea),
      v.minValue(SELLER_HOME_LIMITS.minLivingArea, sellerMessages.livingArea),
      v.maxValue(SELLER_HOME_LIMITS.maxLivingArea, sellerMessages.livingArea),
    ),
    null,
  ),
  condition: required(v.picklist(HOME_CONDITIONS, sellerMessages.condition)),
  timeline: required(v.picklist(SELLING_TIMELINES, sellerMessages.timeline)),
};

/** Body of POST /api/sell: the address, the home, who to send the analysis to, and the consent. */
export const SellerLeadRequestSchema = v.object(
  {
    ...SellerAddressEntries,
    ...SellerHomeEntries,
    // The contact forms' own rules and messages (spec section 5).
    name,
    email,
    phone,
    // A missing box is unticked: its default runs through the check, so it gets the consent's own message.
    consent: v.optional(v.pipe(v.boolean(sellerMessages.consent), v.check((value) => value, sellerMessages.consent)), false),
    /** Hidden field a person never fills; bots do. A filled one flags the lead as spam. */
    website: honeypot,
    /** The site path the form was sent from (/sell or /es/sell): the lead's language. */
    page,
  },
  leadRequestMessages.body,
);
export type SellerLeadRequest = v.InferOutput<typeof SellerLeadRequestSchema>;
export type SellerLeadRequestInput = v.InferInput<typeof SellerLeadRequestSchema>;

/** A whole number sent as text (query strings are text), with its own message for anything else. */
const queryNumber = (message: string, pattern: RegExp) => v.pipe(v.string(message), v.regex(pattern, message), v.transform(Number));

/**
 * Query of GET /api/sell/market: the home a seller described, as the thanks page's address carries it
 * (no address, no person: only what picks the homes like it).
 */
export const SellerMarketQuerySchema = v.object({
  city: SellerCitySchema,
  type: v.picklist(PROPERTY_TYPES, sellerMessages.propertyType),
  beds: v.pipe(queryNumber(sellerMessages.bedrooms, /^\d{1,2}$/), v.maxValue(SELLER_HOME_LIMITS.maxBedrooms, sellerMessages.bedrooms)),
  baths: v.pipe(queryNumber(sellerMessages.bathrooms, /^\d{1,2}(?:\.5)?$/), v.maxValue(SELLER_HOME_LIMITS.maxBathrooms, sellerMessages.bathrooms)),
  area: v.pipe(
    queryNumber(sellerMessages.livingArea, /^\d{3,5}$/),
    v.minValue(SELLER_HOME_LIMITS.minLivingArea, sellerMessages.livingArea),
    v.maxValue(SELLER_HOME_LIMITS.maxLivingArea, sellerMessages.livingArea),
  ),
});
export type SellerMarketQuery = v.InferOutput<typeof SellerMarketQuerySchema>;

/**
 * What the site can back about a described home: the homes like it that it shows (same city, beds
 * within 1, area within 20 %, at most six, closest in area first), and how many buyers with a
 * confirmed alert on the site search for a home like it: null below MIN_BUYERS_SHOWN (never who).
 */
export const SellerMarketSchema = v.object({
  cityName: v.string(),
  comparables: v.array(PropertySchema),
  buyersLooking: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type SellerMarket = v.InferOutput<typeof SellerMarketSchema>;

/** The described home as the lead keeps it (leads.home) and the agency's e-mail shows it. */
export interface SellerHome {
  street: string;
  city: string;
  cityName: string;
  zip: string;
  propertyType: SellerLeadRequest['propertyType'];
  bedrooms: number;
  bathrooms: number;
  livingArea: number;
  condition: SellerLeadRequest['condition'];
  timeline: SellerLeadRequest['timeline'];
  /** The homes like it the site showed the visitor when the lead arrived: id, title, price, beds, baths, area, status. */
  comparables: Array<Pick<v.InferOutput<typeof PropertySchema>, 'id' | 'title' | 'price' | 'bedrooms' | 'bathrooms' | 'squareFeet' | 'status'>>;
}
