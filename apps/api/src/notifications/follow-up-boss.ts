import {
  homeConditionLabels,
  propertySearchQueryString,
  propertyTypeLabels,
  sellingTimelineLabels,
  type AlertFrequency,
  type AlertSubject,
  type Property,
  type PropertySearch,
} from '@pcr/contracts';
import type { FollowUpBossConfig } from '../config.js';
import type { ContentRepository } from '../content-repository.js';
import { redactEmails, type Logger } from '../logger.js';
import { propertyIdOfPage, sqlLeadCrmOutbox, type CrmDelivery, type CrmEventType } from '../storage/lead-crm-outbox.js';
import type { LeadNotification, Outbox } from '../storage/lead-outbox.js';
import { jsonColumn, type SqlClient } from '../storage/sql-client.js';
import { readBodyUpTo } from '../upstream/fetch-json.js';
import {
  ATTEMPT_TIMEOUT,
  attemptFailureReason,
  startOutboxDispatcher,
  type AttemptFailure,
  type OutboxDispatcher,
  type OutboxDispatcherOptions,
} from './outbox-dispatcher.js';

/**
 * Sends the leads queued in lead_crm_outbox to Follow Up Boss (decision 0057), through the outboxes'
 * shared loop (outbox-dispatcher.ts): one `POST {FOLLOW_UP_BOSS_URL}/v1/events` per row, as its API
 * documents it (https://docs.followupboss.com/reference/events-post): HTTP Basic with the API key as
 * the user, the X-System headers, the event type its action plans start on, the person, the home.
 *
 * Answers: 200, 201 and 204 (the source's lead flow is archived: the CRM ignores it, said in the log)
 * are delivered; 400 (the payload is refused, its `errorMessage` says why) and other 4xx that a retry
 * cannot change are given up at once; 429 waits at least its Retry-After; 401, 403, 5xx, a lost
 * connection or no answer within the deadline retry with the webhook's backoff. At least once: a
 * retry after a lost answer carries the same Idempotency-Key. Loaded only when FOLLOW_UP_BOSS_API_KEY
 * is set (decision 0044).
 */

/** A person as the events API takes it; `emails` and `phones` are lists of `{ value }`. */
export interface FollowUpBossPerson {
  firstName?: string;
  lastName?: string;
  emails: { value: string }[];
  phones?: { value: string }[];
  tags?: string[];
  /**
   * The agent the lead is assigned to, by the name the CRM gives its user. Follow Up Boss applies it
   * to a contact it creates; an existing contact keeps its agent (its API reassigns only over /people).
   */
  assignedTo?: string;
}

/** A home as the events API takes it (`code`: the ZIP; `area`: square feet). */
export interface FollowUpBossProperty {
  street?: string;
  city?: string;
  state?: string;
  code?: string;
  mlsNumber?: string;
  price?: number;
  url?: string;
  type?: string;
  bedrooms?: number;
  bathrooms?: number;
  area?: number;
}

/** What a saved search looks for, as the events API takes it. */
export interface FollowUpBossPropertySearch {
  type?: string;
  neighborhood?: string;
  city?: string;
  state?: string;
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  minBathrooms?: number;
}

/** The body of POST /v1/events. */
export interface FollowUpBossEvent {
  /** The lead source the CRM's lead flow routes by: the site's host name. */
  source: string;
  /** The system sending it: FOLLOW_UP_BOSS_SYSTEM, or the site's brand. */
  system: string;
  type: CrmEventType;
  /** When it happened: the lead's arrival, or a Registration's confirmation (the row is queued then). */
  occurredAt: string;
  /** What the visitor wrote. */
  message?: string;
  /** What else the form said, one fact a line. */
  description?: string;
  person: FollowUpBossPerson;
  property?: FollowUpBossProperty;
  propertySearch?: FollowUpBossPropertySearch;
}

/** An alert lead's subject and frequency (lead_alerts), for its Registration. */
export interface CrmAlert {
  subject: AlertSubject;
  frequency: AlertFrequency;
}

/** What the event needs besides the queued row: looked up at delivery. */
export interface CrmEventContext {
  /** The listing of a Property Inquiry's page, or the home an alert follows, while the site lists it. */
  listing?: Property;
  alert?: CrmAlert;
  /** Names of an alert search's city and neighborhood (the search keeps their slugs). */
  cityName?: string;
  neighborhoodName?: string;
  /** The agent lead routing assigned the lead to, by the name the CRM gives its user (person.assignedTo). */
  assignedTo?: string;
}

/** Who sends the events (`source`, `system`), and where the site's links point (`siteUrl`). */
export type CrmSite = Pick<FollowUpBossConfig, 'source' | 'system' | 'siteUrl'>;

const listingUrl = (siteUrl: string, id: string) => `${siteUrl}/properties/${encodeURIComponent(id)}`;

function nameOf(name: string): Pick<FollowUpBossPerson, 'firstName' | 'lastName'> {
  const [first, ...rest] = name.trim().split(/\s+/).filter(Boolean);
  return { ...(first ? { firstName: first } : {}), ...(rest.length > 0 ? { lastName: rest.join(' ') } : {}) };
}

/**
 * A listing the site shows. Its `location` is "street, city, CA" for an MLS listing (the MLS's
 * UnparsedAddress first) and "area, city, CA" for a bundled one, which has no street address and no
 * MLS number; an MLS listing's number is its id, as its page's address shows it.
 */
function listingProperty(siteUrl: string, id: string, listing: Property | undefined): FollowUpBossProperty {
  const url = listingUrl(siteUrl, id);
  if (!listing) return { url };
  const parts = listing.location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1);
  const state = last !== undefined && /^[A-Z]{2}$/.test(last) ? last : undefined;
  const city = state ? parts.at(-2) : last;
  const fromMls = listing.attribution !== undefined;
  const street = fromMls && parts.length >= 3 ? parts[0] : undefined;
  return {
    ...(street ? { street } : {}),
    ...(city ? { city } : {}),
    ...(state ? { state } : {}),
    ...(fromMls ? { mlsNumber: listing.id } : {}),
    price: listing.price,
    url,
    type: propertyTypeLabels[listing.propertyType],
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    area: listing.squareFeet,
  };
}

function searchOf(search: Omit<PropertySearch, 'sort'>, context: CrmEventContext): FollowUpBossPropertySearch {
  return {
    ...(search.type ? { type: propertyTypeLabels[search.type] } : {}),
    ...(search.neighborhood ? { neighborhood: context.neighborhoodName ?? search.neighborhood } : {}),
    ...(search.city ? { city: context.cityName ?? search.city, state: 'CA' } : {}),
    ...(search.minPrice !== undefined ? { minPrice: search.minPrice } : {}),
    ...(search.maxPrice !== undefined ? { maxPrice: search.maxPrice } : {}),
    ...(search.minBeds !== undefined ? { minBedrooms: search.minBeds } : {}),
    ...(search.minBaths !== undefined ? { minBathrooms: search.minBaths } : {}),
  };
}

const searchUrl = (siteUrl: string, search: Omit<PropertySearch, 'sort'>) =>
  `${siteUrl}/properties?${propertySearchQueryString(search)}`;

const TAGS: Record<LeadNotification['kind'], string | undefined> = {
  contact: undefined,
  seller: 'Seller',
  subscribe: 'Newsletter',
  alert: 'Listing alert',
  tour: 'Tour request',
};

/** The event of one queued row, as the CRM expects it. */
export function followUpBossEvent(delivery: CrmDelivery, context: CrmEventContext, site: CrmSite): FollowUpBossEvent {
  const { lead, eventType } = delivery;
  const tags = [TAGS[lead.kind], lead.language === 'es' ? 'Prefers Spanish' : undefined].filter(
    (tag) => tag !== undefined,
  );
  const person: FollowUpBossPerson = {
    ...nameOf(lead.name),
    emails: [{ value: lead.email }],
    ...(lead.phone ? { phones: [{ value: lead.phone }] } : {}),
    ...(tags.length > 0 ? { tags } : {}),
    ...(context.assignedTo ? { assignedTo: context.assignedTo } : {}),
  };
  const facts: (string | undefined)[] = [];
  let property: FollowUpBossProperty | undefined;
  let propertySearch: FollowUpBossPropertySearch | undefined;

  if (lead.kind === 'seller' && lead.home) {
    const { home } = lead;
    property = {
      street: home.street,
      city: home.cityName,
      state: 'CA',
      code: home.zip,
      type: propertyTypeLabels[home.propertyType],
      bedrooms: home.bedrooms,
      bathrooms: home.bathrooms,
      area: home.livingArea,
    };
    facts.push(
      `Condition: ${homeConditionLabels[home.condition]}`,
      `Timeline: ${sellingTimelineLabels[home.timeline]}`,
    );
    if (home.comparables.length > 0) facts.push(`Homes like it shown: ${home.comparables.length}`);
  } else if (lead.kind === 'contact' || lead.kind === 'tour') {
    const listingId = propertyIdOfPage(lead.page);
    if (eventType === 'Property Inquiry' && listingId !== undefined) {
      property = listingProperty(site.siteUrl, listingId, context.listing);
    }
    facts.push(
      lead.propertyInterest ? `Interested in: ${lead.propertyInterest}` : undefined,
      lead.address ? `Address: ${lead.address}` : undefined,
      lead.howDidYouHear ? `Heard about us: ${lead.howDidYouHear}` : undefined,
    );
  } else if (lead.kind === 'subscribe') {
    facts.push(lead.interest ? `Interest: ${lead.interest}` : undefined);
  } else if (context.alert) {
    const { subject, frequency } = context.alert;
    if (subject.kind === 'home') {
      property = listingProperty(site.siteUrl, subject.propertyId, context.listing);
      facts.push(`Alerts about this home: ${frequency}`);
    } else {
      propertySearch = searchOf(subject.search, context);
      facts.push(`Alerts about this search: ${frequency}`, `Search: ${searchUrl(site.siteUrl, subject.search)}`);
    }
  }
  if (lead.page) facts.push(`Sent from: ${site.siteUrl}${lead.page}`);
  const description = facts.filter((fact) => fact !== undefined).join('\n');

  return {
    source: site.source,
    system: site.system,
    type: eventType,
    occurredAt: eventType === 'Registration' ? delivery.queuedAt : lead.receivedAt,
    ...(lead.message ? { message: lead.message } : {}),
    ...(description ? { description } : {}),
    person,
    ...(property ? { property } : {}),
    ...(propertySearch ? { propertySearch } : {}),
  };
}

/** The longest Retry-After obeyed (as for the MLS, decision 0029): a huge value must not stop the CRM for days. */
export const MAX_RETRY_AFTER_MS = 3_600_000;

/** A Retry-After (seconds or an HTTP date) in ms from `now`, at most an hour; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  return Number.isNaN(ms) ? undefined : Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/** A 400's `errorMessage` (the API's JSON error), on one line, addresses redacted, cut short. */
function errorMessageOf(answer: Buffer): string {
  try {
    const parsed = JSON.parse(answer.toString('utf8')) as { errorMessage?: unknown };
    if (typeof parsed.errorMessage === 'string')
      return redactEmails(parsed.errorMessage.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()).slice(0, 200);
  } catch {
    // Not the documented JSON: the status says enough.
  }
  return 'no errorMessage';
}

/** Statuses of 4xx a later try may not get: credentials or the account being sorted out, a timeout, a rate limit. */
const RETRIED_4XX = new Set([401, 403, 408, 425, 429]);

function refusal(response: Response, answer: Buffer): AttemptFailure {
  const { status } = response;
  if (status === 429) {
    const wait = retryAfterMs(response.headers.get('retry-after'));
    return { reason: 'HTTP 429', ...(wait === undefined ? {} : { retryAfterMs: wait }) };
  }
  if (status === 400) return { reason: `HTTP 400: ${errorMessageOf(answer)}`, permanent: true };
  return { reason: `HTTP ${status}`, permanent: status >= 400 && status < 500 && !RETRIED_4XX.has(status) };
}

/** The answer is the contact as the CRM has it: read (up to this much) for a 400's reason only. */
const MAX_ANSWER_BYTES = 64 * 1024;


/** Where the event's context comes from. */
export interface FollowUpBossLookups {
  /** A listing by id (bundled or the MLS copy), cities and neighborhoods by slug. */
  content: Pick<ContentRepository, 'property' | 'city' | 'neighborhood'>;
  /** What an alert lead follows and how often (lead_alerts). */
  alertOf(leadId: string): Promise<CrmAlert | undefined>;
  /** The agent lead routing assigned the lead to, as the CRM names its user; without it the CRM's lead flow assigns. */
  assignedTo?(lead: LeadNotification): string | undefined;
}

export interface FollowUpBossOptions extends OutboxDispatcherOptions {
  fetch?: typeof fetch;
}

/** An alert lead's subject and frequency, read from lead_alerts. */
export function sqlCrmAlerts(db: SqlClient): FollowUpBossLookups['alertOf'] {
  return async (leadId) => {
    const [row] = await db.query<{
      search: Omit<PropertySearch, 'sort'> | string | null;
      listing_key: string | null;
      frequency: AlertFrequency;
    }>('SELECT search, listing_key, frequency FROM lead_alerts WHERE lead_id = $1', [leadId]);
    if (!row) return undefined;
    const search = jsonColumn(row.search);
    return {
      subject: search ? { kind: 'search', search } : { kind: 'home', propertyId: row.listing_key ?? '' },
      frequency: row.frequency,
    };
  };
}

export function startFollowUpBossDispatcher(
  outbox: Outbox<CrmDelivery>,
  config: FollowUpBossConfig,
  lookups: FollowUpBossLookups,
  logger: Logger,
  options: FollowUpBossOptions = {},
): OutboxDispatcher {
  const fetchImpl = options.fetch ?? fetch;
  const endpoint = `${config.url}/v1/events`;
  const authorization = `Basic ${Buffer.from(`${config.apiKey}:`).toString('base64')}`;

  async function contextOf(delivery: CrmDelivery): Promise<CrmEventContext> {
    const { lead } = delivery;
    const alert = lead.kind === 'alert' ? await lookups.alertOf(lead.id) : undefined;
    const listingId = alert?.subject.kind === 'home' ? alert.subject.propertyId : propertyIdOfPage(lead.page);
    const search = alert?.subject.kind === 'search' ? alert.subject.search : undefined;
    const listing = listingId === undefined ? undefined : lookups.content.property(listingId);
    const cityName = search?.city ? lookups.content.city(search.city)?.name : undefined;
    const neighborhoodName = search?.neighborhood ? lookups.content.neighborhood(search.neighborhood)?.name : undefined;
    // The agent lead routing assigned (stored with the lead), by the name the CRM gives its user.
    const assignedTo = lookups.assignedTo ? lookups.assignedTo(lead) : (lead.assignedAgent?.name ?? undefined);
    return {
      ...(listing ? { listing } : {}),
      ...(alert ? { alert } : {}),
      ...(cityName ? { cityName } : {}),
      ...(neighborhoodName ? { neighborhoodName } : {}),
      ...(assignedTo ? { assignedTo } : {}),
    };
  }

  async function attempt(delivery: CrmDelivery, stopSignal: AbortSignal): Promise<AttemptFailure | undefined> {
    const body = JSON.stringify(followUpBossEvent(delivery, await contextOf(delivery), config));
    const headers: Record<string, string> = {
      authorization,
      'content-type': 'application/json',
      'user-agent': 'pacific-crest-realty-api follow-up-boss',
      'x-system': config.system,
      'idempotency-key': delivery.id,
    };
    if (config.systemKey) headers['x-system-key'] = config.systemKey;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(ATTEMPT_TIMEOUT), config.timeoutMs);
    const onStop = () => controller.abort(stopSignal.reason);
    stopSignal.addEventListener('abort', onStop, { once: true });
    try {
      // Never follow a redirect: it would carry the API key and the lead to wherever it points.
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: controller.signal,
      });
      const { body: answer } = await readBodyUpTo(response, MAX_ANSWER_BYTES);
      if (response.status === 204) {
        logger.warn('Follow Up Boss ignored the lead: the lead flow of this source is archived', {
          delivery: delivery.id,
          lead: delivery.lead.id,
          source: config.source,
        });
      }
      return response.ok ? undefined : refusal(response, answer);
    } catch (error) {
      return { reason: attemptFailureReason(error, controller.signal, config.timeoutMs) };
    } finally {
      clearTimeout(timer);
      stopSignal.removeEventListener('abort', onStop);
    }
  }

  return startOutboxDispatcher(
    outbox,
    {
      name: 'Follow Up Boss event',
      retry: config,
      // Long enough for one attempt and recording its outcome.
      leaseMs: 2 * config.timeoutMs + 2000,
      attempt,
      logFields: (delivery) => ({ event: delivery.eventType }),
    },
    logger,
    options,
  );
}

/** The composition root's one call (server-main.ts): the SQL queue and lookups on `db`. */
export function startFollowUpBoss(
  db: SqlClient,
  config: FollowUpBossConfig,
  content: FollowUpBossLookups['content'],
  logger: Logger,
): OutboxDispatcher {
  return startFollowUpBossDispatcher(sqlLeadCrmOutbox(db), config, { content, alertOf: sqlCrmAlerts(db) }, logger);
}
