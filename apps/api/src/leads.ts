import { createHmac } from 'node:crypto';
import {
  splitLocale,
  type AlertRequest,
  type AlertSubject,
  type ContactRequest,
  type Locale,
  type SellerHome,
  type SellerLeadRequest,
  type SubscribeForm,
  type TourRequest,
} from '@pcr/contracts';
import type { NewLead } from './storage/lead-store.js';
import type { NewTour } from './tours/tour-store.js';

/** What the server knows about the sender, besides the form. */
export interface LeadOrigin {
  ip: string | undefined;
  userAgent: string | undefined;
  /** Without a secret no IP is kept at all (privacy by default). */
  ipHashSecret: string | undefined;
}

/** Who sent a request, as a lead keeps it. */
export function leadOriginOf(req: { ip?: string | undefined; get(name: 'user-agent'): string | undefined }, ipHashSecret: string | undefined): LeadOrigin {
  return { ip: req.ip, userAgent: req.get('user-agent'), ipHashSecret };
}

const MAX_USER_AGENT = 512;

/** Keyed hash: lets the agency spot many leads from one sender without storing the address. */
export function hashIp(ip: string | undefined, secret: string | undefined): string | null {
  if (!ip || !secret) return null;
  return createHmac('sha256', secret).update(ip).digest('hex');
}

/** The hidden `website` field: people never see it, bots fill it. */
const isSpam = (website: string | undefined) => (website ?? '').trim() !== '';
const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/**
 * A lead's language is the language of the page it was sent from: the server reads it from the path
 * it stores anyway, so no second field can disagree with it (decision 0033).
 */
export const languageOfPage = (page: string | undefined): Locale => (page ? splitLocale(page).locale : 'en');

function originFields(origin: LeadOrigin) {
  return {
    sourceIpHash: hashIp(origin.ip, origin.ipHashSecret),
    userAgent: origin.userAgent ? origin.userAgent.slice(0, MAX_USER_AGENT) : null,
  };
}

export function contactLead(body: ContactRequest, origin: LeadOrigin): NewLead {
  const full = 'message' in body ? body : undefined;
  return {
    kind: 'contact',
    form: full ? 'full' : 'short',
    name: body.name,
    email: body.email,
    phone: body.phone,
    address: 'address' in body ? orNull(body.address) : null,
    message: full ? full.message : null,
    propertyInterest: full ? full.propertyInterest : null,
    howDidYouHear: full ? full.howDidYouHear : null,
    interest: null,
    page: orNull(body.page),
    language: languageOfPage(body.page),
    isSpam: isSpam(body.website),
    ...originFields(origin),
  };
}

export function subscribeLead(body: SubscribeForm, origin: LeadOrigin): NewLead {
  return {
    kind: 'subscribe',
    form: null,
    name: body.name,
    email: body.email,
    phone: null,
    address: null,
    message: null,
    propertyInterest: null,
    howDidYouHear: null,
    interest: body.interest,
    page: orNull(body.page),
    language: languageOfPage(body.page),
    isSpam: isSpam(body.website),
    ...originFields(origin),
  };
}

/** A saved-search alert (decision 0038): a lead with no name, and what it follows. */
export function alertLead(body: AlertRequest, subject: AlertSubject, origin: LeadOrigin): NewLead {
  return {
    kind: 'alert',
    form: null,
    name: '',
    email: body.email,
    phone: null,
    address: null,
    message: null,
    propertyInterest: null,
    howDidYouHear: null,
    interest: null,
    page: orNull(body.page),
    language: languageOfPage(body.page),
    isSpam: isSpam(body.website),
    alert: { subject, frequency: body.frequency },
    ...originFields(origin),
  };
}

/**
 * A seller's home (issue 47): stored, notified and confirmed like a contact, no form; the address the
 * agency reads ("street, City, CA zip") and the home as described.
 */
export function sellerLead(body: SellerLeadRequest, home: SellerHome, origin: LeadOrigin): NewLead {
  return {
    kind: 'seller',
    form: null,
    name: body.name,
    email: body.email,
    phone: body.phone,
    address: `${home.street}, ${home.cityName}, CA ${home.zip}`,
    message: null,
    propertyInterest: null,
    howDidYouHear: null,
    interest: null,
    page: orNull(body.page),
    language: languageOfPage(body.page),
    isSpam: isSpam(body.website),
    home,
    ...originFields(origin),
  };
}

/** A tour request (issue 48): a lead with its message, and the tour it asks for (tours). */
export function tourLead(body: TourRequest, tour: NewTour, origin: LeadOrigin): NewLead {
  return {
    kind: 'tour',
    form: null,
    name: body.name,
    email: body.email,
    phone: body.phone,
    address: null,
    message: orNull(body.message),
    propertyInterest: null,
    howDidYouHear: null,
    interest: null,
    page: orNull(body.page),
    language: languageOfPage(body.page),
    isSpam: isSpam(body.website),
    tour,
    ...originFields(origin),
  };
}
