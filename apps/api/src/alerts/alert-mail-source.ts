import { citySlug, pathInLocale, type AlertFrequency, type ListingChangeKind, type Locale, type Neighborhood, type Property, type PropertySearch } from '@pcr/contracts';
import type { AlertHome, AlertTopic } from '@pcr/ui/email';
import { openHousesOf } from '../mls/reso-open-house.js';
import { jsonColumn, type SqlClient } from '../storage/sql-client.js';

/**
 * What the alert e-mails say (decision 0038), read when a message is built, like every lead e-mail:
 * what the alert follows, and for an alert e-mail the homes and changes its row of the outbox
 * reports (alert_sends), as the MLS copy holds them now.
 */
export interface AlertMail {
  topic: AlertTopic;
  frequency: AlertFrequency;
}

export interface AlertDigest extends AlertMail {
  homes: AlertHome[];
  /** When the MLS last answered: the data's time the MLS's display rules ask for. */
  dataAsOf: string;
}

export interface AlertMailSource {
  /** The alert of a lead; undefined when it is gone (stopped or deleted before its e-mail went), or its home is. */
  alertOf(leadId: string, language: Locale): Promise<AlertMail | undefined>;
  /** The homes of one queued alert e-mail; undefined when it reports none any more (listings removed by the MLS, the alert gone). */
  digestOf(outboxId: string, leadId: string, language: Locale): Promise<AlertDigest | undefined>;
}

export interface AlertMailSourceOptions {
  siteUrl: string;
  neighborhoods: readonly Pick<Neighborhood, 'slug' | 'id' | 'name' | 'city'>[];
  /** A copied MLS record as the site shows it, dated by when the MLS last answered. */
  propertyOf(record: Record<string, unknown>, answeredAt: number): Property | undefined;
  /** A home the site shows that is not in the MLS copy (the bundled homes, without RESO_URL). */
  siteProperty?(id: string): Property | undefined;
  /** "Now", for an open house that is over (injected in tests). */
  now?: () => number;
}

interface AlertRow extends Record<string, unknown> {
  search: Record<string, unknown> | string | null;
  listing_key: string | null;
  frequency: AlertFrequency;
  record: Record<string, unknown> | string | null;
}

interface SendRow extends Record<string, unknown> {
  listing_key: string;
  kind: ListingChangeKind;
  previous_price: string | number | null;
  event_id: string | number;
  record: Record<string, unknown> | string;
}

export function sqlAlertMailSource(db: SqlClient, options: AlertMailSourceOptions): AlertMailSource {
  const { siteUrl, neighborhoods } = options;
  const homeUrl = (listingKey: string, language: Locale) => `${siteUrl}${pathInLocale(`/properties/${encodeURIComponent(listingKey)}`, language)}`;

  /** The neighborhood or city a search names, by its display name. */
  const areaNameOf = (search: Omit<PropertySearch, 'sort'>): string | undefined => {
    if (search.neighborhood !== undefined) return neighborhoods.find((n) => n.slug === search.neighborhood || n.id === search.neighborhood)?.name;
    if (search.city !== undefined) return neighborhoods.find((n) => citySlug(n.city) === search.city)?.city;
    return undefined;
  };

  const answeredAt = async () => {
    const rows = await db.query<{ answered_at: Date | string | null }>(`SELECT answered_at FROM mls_copy_state ORDER BY name LIMIT 1`);
    const value = rows[0]?.answered_at;
    return value ? new Date(value).getTime() : Date.now();
  };

  /** The soonest active open house not yet over of each of these homes (issue 48), as the MLS copy holds them now. */
  const nextOpenHouses = async (listingKeys: readonly string[]): Promise<Map<string, { startsAt: string; endsAt: string }>> => {
    const next = new Map<string, { startsAt: string; endsAt: string }>();
    if (listingKeys.length === 0) return next;
    const rows = await db.query<{ record: string; sequence: number }>(
      `SELECT record::text AS record, sequence FROM mls_open_houses WHERE listing_key IN (SELECT jsonb_array_elements_text($1::jsonb))`,
      [JSON.stringify(listingKeys)],
    );
    const stored = rows.map((row) => ({ record: JSON.parse(row.record) as Record<string, unknown>, sequence: Number(row.sequence) }));
    const now = (options.now ?? Date.now)();
    for (const house of openHousesOf(stored, new Set(listingKeys), () => undefined)) {
      if (house.status === 'active' && Date.parse(house.endsAt) > now && !next.has(house.propertyId)) next.set(house.propertyId, { startsAt: house.startsAt, endsAt: house.endsAt });
    }
    return next;
  };

  const alertOf = async (leadId: string, language: Locale): Promise<AlertMail | undefined> => {
    const rows = await db.query<AlertRow>(
      `SELECT a.search, a.listing_key, a.frequency, m.record FROM lead_alerts a LEFT JOIN mls_listings m ON m.listing_key = a.listing_key WHERE a.lead_id = $1`,
      [leadId],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (row.listing_key === null) {
      const search = jsonColumn(row.search ?? {}) as Omit<PropertySearch, 'sort'>;
      const areaName = areaNameOf(search);
      return { frequency: row.frequency, topic: { kind: 'search', search, ...(areaName ? { areaName } : {}) } };
    }
    const property = row.record ? options.propertyOf(jsonColumn(row.record), await answeredAt()) : options.siteProperty?.(row.listing_key);
    // A home is named by its listing's title only: never by the key the request sent (issue 45). Gone: nothing to send.
    if (!property) return undefined;
    return { frequency: row.frequency, topic: { kind: 'home', title: property.title, url: homeUrl(row.listing_key, language) } };
  };

  return {
    alertOf,
    async digestOf(outboxId, leadId, language) {
      const alert = await alertOf(leadId, language);
      if (!alert) return undefined;
      const rows = await db.query<SendRow>(
        `SELECT e.listing_key, e.kind, e.previous_price, e.id AS event_id, m.record
         FROM alert_sends s JOIN listing_events e ON e.id = s.listing_event_id JOIN mls_listings m ON m.listing_key = e.listing_key
         WHERE s.outbox_id = $1
         ORDER BY e.id`,
        [outboxId],
      );
      const asOf = await answeredAt();
      // One card per home: its latest change in this e-mail (a new listing cut in price the same hour is one card).
      const latest = new Map<string, SendRow>();
      for (const row of rows) latest.set(row.listing_key, row);
      const openHouses = await nextOpenHouses([...latest.values()].filter((row) => row.kind === 'open_house').map((row) => row.listing_key));
      const homes: AlertHome[] = [];
      for (const row of latest.values()) {
        const property = options.propertyOf(jsonColumn(row.record), asOf);
        if (!property) continue;
        const previousPrice = row.previous_price === null ? undefined : Number(row.previous_price);
        const openHouse = openHouses.get(row.listing_key);
        // A new open house since cancelled or over: nothing to tell about that home.
        if (row.kind === 'open_house' && !openHouse) continue;
        homes.push({
          property,
          url: homeUrl(row.listing_key, language),
          change: { kind: row.kind, ...(previousPrice !== undefined ? { previousPrice } : {}), ...(openHouse ? { openHouse } : {}) },
        });
      }
      return homes.length === 0 ? undefined : { ...alert, homes, dataAsOf: new Date(asOf).toISOString() };
    },
  };
}
