import { pathInLocale, SUBSCRIPTION_CONFIRMATION_DAYS, type Locale, type SubscriptionConfirmation } from '@pcr/contracts';
import { queueCrmEvent } from '../storage/lead-crm-outbox.js';
import type { SqlClient } from '../storage/sql-client.js';
import { isSignedToken, signedToken } from './signed-token.js';

/**
 * Double opt-in of subscriptions (decision 0037). The e-mail a subscription sends asks its address
 * to confirm, with a link to the site's page `/subscribe/confirm?lead={id}&token={HMAC}` (under /es
 * for a Spanish lead). The token is an HMAC of the lead id with the unsubscribe links' key
 * (unsubscribe.ts) and another purpose, so an unsubscribe link cannot confirm. A request is
 * confirmable for 7 days; then it is deleted by the retention job.
 */
export const CONFIRMATION_PAGE = '/subscribe/confirm';
export const confirmationToken = (secret: string, leadId: string): string => signedToken(secret, 'confirm-subscription', leadId);

/** The e-mail's link: the site's page, in the lead's language. */
export function confirmationLink(secret: string, siteUrl: string): (leadId: string, language: Locale) => string {
  return (leadId, language) => `${siteUrl}${pathInLocale(CONFIRMATION_PAGE, language)}?${new URLSearchParams({ lead: leadId, token: confirmationToken(secret, leadId) })}`;
}

export interface SubscriptionConfirmations {
  /** Whether the token is ours for this lead. */
  isValid(leadId: string, token: string): boolean;
  /** The subscription's state; undefined for no such subscription, or one left unconfirmed for 7 days. */
  state(leadId: string): Promise<SubscriptionConfirmation | undefined>;
  /**
   * Confirms the one request the link names (idempotent) and lifts the address's opt-out: the person
   * asked again, from the mailbox itself. Undefined like `state` when there is nothing to confirm.
   */
  confirm(leadId: string): Promise<SubscriptionConfirmation | undefined>;
}

// An alert is confirmed the same way, from the same page (decision 0038).
const CONFIRMABLE = `kind IN ('subscribe', 'alert') AND (confirmed_at IS NOT NULL OR created_at > now() - interval '${SUBSCRIPTION_CONFIRMATION_DAYS} days')`;

export interface SubscriptionConfirmationOptions {
  /**
   * Queue a Registration for Follow Up Boss (decision 0057) in the confirmation's own transaction:
   * only a confirmed address becomes a contact in the agency's CRM (FOLLOW_UP_BOSS_API_KEY is set).
   */
  crm?: boolean;
  /** Called once a confirmation that queued something is committed (wakes the dispatcher). */
  onQueued?: () => void;
}

export function sqlSubscriptionConfirmations(
  db: SqlClient,
  secret: string,
  options: SubscriptionConfirmationOptions = {},
): SubscriptionConfirmations {
  const state = async (leadId: string) => {
    const rows = await db.query<{ confirmed: boolean; kind: string }>(
      `SELECT confirmed_at IS NOT NULL AS confirmed, kind FROM leads WHERE id = $1 AND ${CONFIRMABLE}`,
      [leadId],
    );
    return rows[0] ? { confirmed: rows[0].confirmed, kind: rows[0].kind === 'alert' ? ('alert' as const) : ('subscription' as const) } : undefined;
  };
  return {
    isValid: (leadId, token) => isSignedToken(secret, 'confirm-subscription', leadId, token),
    state,
    async confirm(leadId) {
      const queued = await db.transaction(async (tx) => {
        const confirmed = await tx.query<{ email: string }>(
          `UPDATE leads SET confirmed_at = now() WHERE id = $1 AND confirmed_at IS NULL AND ${CONFIRMABLE} RETURNING email`,
          [leadId],
        );
        if (!confirmed[0]) return false;
        await tx.query('DELETE FROM mail_opt_outs WHERE email = mail_identity($1)', [confirmed[0].email]);
        // Only the request the link names: the address's other requests may be a stranger's (issue 45).
        if (options.crm) await queueCrmEvent(tx, leadId, 'Registration');
        return options.crm === true;
      });
      if (queued) options.onQueued?.();
      return state(leadId);
    },
  };
}
