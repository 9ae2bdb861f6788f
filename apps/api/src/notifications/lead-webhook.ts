import { createHmac } from 'node:crypto';
import type { LeadWebhookConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { readBodyUpTo } from '../upstream/fetch-json.js';
import type { LeadOutbox, OutboxDelivery } from '../storage/lead-outbox.js';
import { ATTEMPT_TIMEOUT, attemptFailureReason, startOutboxDispatcher, type AttemptFailure, type OutboxDispatcher, type OutboxDispatcherOptions } from './outbox-dispatcher.js';

export { backoffMs } from './outbox-dispatcher.js';

/**
 * Delivers queued new-lead notifications (the lead_outbox table) to LEAD_WEBHOOK_URL, in the API
 * process, through the shared outbox loop (outbox-dispatcher.ts). Each row is POSTed as JSON; a 2xx
 * marks it delivered, anything else (an error status, a refused connection, no answer within the
 * timeout) schedules another attempt after an exponential backoff with jitter, until the attempts are
 * spent. Rows are claimed with a lease, so several instances share the work without sending a row
 * twice, and a restart picks up whatever is pending.
 *
 * Delivery is at least once: a receiver that took a notification but whose answer never arrived gets
 * it again, with the same Idempotency-Key. Logs name the row and the lead by id, never the form.
 */
export type LeadWebhookDispatcher = OutboxDispatcher;

export interface LeadWebhookOptions extends OutboxDispatcherOptions {
  fetch?: typeof fetch;
}

/** The JSON body a receiver gets. */
export interface LeadWebhookBody {
  type: 'lead.created';
  /** Same as the Idempotency-Key header: one per lead, the same on every attempt. */
  id: string;
  queuedAt: string;
  lead: OutboxDelivery['lead'];
}

export function webhookBody(delivery: OutboxDelivery): LeadWebhookBody {
  return { type: 'lead.created', id: delivery.id, queuedAt: delivery.queuedAt, lead: delivery.lead };
}

/** A receiver's answer is read up to this much; it only says "received". */
const MAX_ANSWER_BYTES = 64 * 1024;


export function startLeadWebhookDispatcher(
  outbox: LeadOutbox,
  config: LeadWebhookConfig,
  logger: Logger,
  options: LeadWebhookOptions = {},
): LeadWebhookDispatcher {
  const fetchImpl = options.fetch ?? fetch;

  async function attempt(delivery: OutboxDelivery, stopSignal: AbortSignal): Promise<AttemptFailure | undefined> {
    const body = JSON.stringify(webhookBody(delivery));
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'pacific-crest-realty-api lead-webhook',
      'idempotency-key': delivery.id,
      'x-delivery-attempt': String(delivery.attempt),
    };
    if (config.secret) headers['x-signature-256'] = `sha256=${createHmac('sha256', config.secret).update(body).digest('hex')}`;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(ATTEMPT_TIMEOUT), config.timeoutMs);
    const onStop = () => controller.abort(stopSignal.reason);
    stopSignal.addEventListener('abort', onStop, { once: true });
    try {
      const response = await fetchImpl(config.url, { method: 'POST', headers, body, redirect: 'manual', signal: controller.signal });
      // Read the answer (within the same timeout) so the connection can be reused; its contents are
      // ignored, and beyond a few kB it is cut off: the status alone decides.
      await readBodyUpTo(response, MAX_ANSWER_BYTES);
      return response.ok ? undefined : { reason: `HTTP ${response.status}` };
    } catch (error) {
      return { reason: attemptFailureReason(error, controller.signal, config.timeoutMs) };
    } finally {
      clearTimeout(timer);
      stopSignal.removeEventListener('abort', onStop);
    }
  }

  return startOutboxDispatcher(
    outbox,
    // Long enough for one attempt and recording its outcome.
    { name: 'lead notification', retry: config, leaseMs: 2 * config.timeoutMs + 2000, attempt },
    logger,
    options,
  );
}
