import type { PropertySearch } from '@pcr/contracts';
import { jsonColumn, type SqlClient } from '../storage/sql-client.js';

/** One running search alert: whose mailbox (decision 0045) and what it searches. */
export interface BuyerSearch {
  buyer: string;
  search: PropertySearch;
}

export interface BuyerSearches {
  /** The search alerts on a city (its slug) that run: confirmed, not spam, not paused, their mailbox not opted out. */
  inCity(citySlug: string): Promise<BuyerSearch[]>;
}

/**
 * The alerts the seller's page counts buyers from (decision 0038's lead_alerts). A buyer is a mailbox,
 * not an address as typed: one person's `a+1@`, `a+2@` and `a+3@` are one buyer, not the three that
 * would make the count show.
 */
export function sqlBuyerSearches(client: SqlClient): BuyerSearches {
  return {
    async inCity(citySlug) {
      const rows = await client.query<{ buyer: string; search: PropertySearch | string }>(
        `SELECT mail_identity(l.email) AS buyer, a.search
         FROM lead_alerts a JOIN leads l ON l.id = a.lead_id
         WHERE a.search ->> 'city' = $1 AND NOT a.paused AND l.confirmed_at IS NOT NULL AND NOT l.is_spam
           AND NOT EXISTS (SELECT 1 FROM mail_opt_outs o WHERE o.email = mail_identity(l.email))`,
        [citySlug],
      );
      return rows.map((row) => ({
        buyer: row.buyer,
        search: jsonColumn(row.search),
      }));
    },
  };
}
