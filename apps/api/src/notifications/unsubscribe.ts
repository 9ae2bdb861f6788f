import { randomBytes } from 'node:crypto';
import { pathInLocale, type UnsubscribeState } from '@pcr/contracts';
import type { SqlQueryable } from '../storage/sql-client.js';
import type { SubscriptionLinks } from './lead-mail.js';
import { isSignedToken, signedToken } from './signed-token.js';
import { confirmationLink } from './subscription-confirmation.js';
import { MANAGE_ALERTS_PAGE, manageAlertsToken } from '../alerts/alert-management.js';

/**
 * Signed unsubscribe links (decision 0016): `{SITE_URL}/api/unsubscribe?lead={id}&token={HMAC}` takes
 * the one-click POST of RFC 8058 (the List-Unsubscribe header), and `{SITE_URL}/unsubscribe?` (or
 * `/es/unsubscribe?` for a Spanish lead) with the same query is the e-mail's link: a page whose button sends that POST (a GET changes nothing, since
 * mail scanners open links).
 * The token is an HMAC-SHA256 of the lead id with a key the server makes itself and keeps in the
 * database (app_secrets), so every instance on one database checks the same tokens, nothing needs
 * configuring, and nobody can unsubscribe an address without the e-mail sent to it.
 */
const SECRET_NAME = 'unsubscribe-hmac-key';

/** The key, made by whichever instance asks first. */
export async function unsubscribeSecret(db: SqlQueryable): Promise<string> {
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [SECRET_NAME, randomBytes(32).toString('base64url')]);
  const rows = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [SECRET_NAME]);
  const value = rows[0]?.value;
  if (!value) throw new Error('The unsubscribe key could not be stored');
  return value;
}

export const unsubscribeToken = (secret: string, leadId: string): string => signedToken(secret, 'unsubscribe', leadId);

export const isUnsubscribeToken = (secret: string, leadId: string, token: string): boolean => isSignedToken(secret, 'unsubscribe', leadId, token);

/** The unsubscribe page's path in English; a Spanish lead's link is the same under /es (decision 0033). */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';

const query = (secret: string, leadId: string) => new URLSearchParams({ lead: leadId, token: unsubscribeToken(secret, leadId) });

/** The signed links of a subscription's e-mail: its unsubscribe links, and the link that confirms it (subscription-confirmation.ts). */
export function subscriptionLinks(secret: string, siteUrl: string): SubscriptionLinks {
  return {
    oneClick: (leadId) => `${siteUrl}/api/unsubscribe?${query(secret, leadId)}`,
    page: (leadId, language) => `${siteUrl}${pathInLocale(UNSUBSCRIBE_PAGE, language)}?${query(secret, leadId)}`,
    confirmation: confirmationLink(secret, siteUrl),
    manageAlerts: (leadId, language) =>
      `${siteUrl}${pathInLocale(MANAGE_ALERTS_PAGE, language)}?${new URLSearchParams({ lead: leadId, token: manageAlertsToken(secret, leadId) })}`,
  };
}

/** What the unsubscribe endpoint and page need: check a link, record the opt-out. */
export interface UnsubscribeService {
  isValid(leadId: string, token: string): boolean;
  /**
   * Records that the lead's mailbox wants no more e-mail (mail_opt_outs, by `mail_identity`): idempotent,
   * and nothing to do when the lead is gone (deleted under the retention policy). An alert's link
   * stops that alert only (decision 0038): the alert goes, with its pending e-mails.
   */
  optOut(leadId: string): Promise<UnsubscribeScope>;
  /** What the lead's link stops: its alert, or every e-mail to its address. */
  scopeOf(leadId: string): Promise<UnsubscribeScope>;
  /** What the lead's link stops and whether it is stopped (the /unsubscribe page's state); no scope once the lead is gone. */
  state(leadId: string): Promise<UnsubscribeState>;
}

/** An alert's link stops that alert; any other lead's link stops all e-mail to the address. */
export type UnsubscribeScope = 'alert' | 'address';

export function sqlUnsubscribeService(db: SqlQueryable, secret: string): UnsubscribeService {
  return {
    isValid: (leadId, token) => isUnsubscribeToken(secret, leadId, token),
    async optOut(leadId) {
      // Deleting the alert takes its pending e-mails too (ON DELETE CASCADE).
      if ((await db.query(`DELETE FROM leads WHERE id = $1 AND kind = 'alert' RETURNING id`, [leadId])).length > 0) return 'alert';
      await db.query('INSERT INTO mail_opt_outs (email) SELECT mail_identity(email) FROM leads WHERE id = $1 ON CONFLICT (email) DO NOTHING', [leadId]);
      return 'address';
    },
    async scopeOf(leadId) {
      const rows = await db.query<{ kind: string }>('SELECT kind FROM leads WHERE id = $1', [leadId]);
      return rows[0]?.kind === 'alert' ? 'alert' : 'address';
    },
    async state(leadId) {
      const rows = await db.query<{ kind: string; opted_out: boolean }>(
        'SELECT l.kind, EXISTS (SELECT 1 FROM mail_opt_outs o WHERE o.email = mail_identity(l.email)) AS opted_out FROM leads l WHERE l.id = $1',
        [leadId],
      );
      const lead = rows[0];
      // A stopped alert is deleted: a lead that is gone gets no more e-mail, whatever it was.
      if (!lead) return { stopped: true };
      return lead.kind === 'alert' ? { scope: 'alert', stopped: false } : { scope: 'address', stopped: lead.opted_out };
    },
  };
}
