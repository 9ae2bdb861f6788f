import { createHmac, randomUUID } from 'node:crypto';
import type { LeadWebhookConfig } from '../config.js';
import { errorFields, type Logger } from '../logger.js';
import type { LeadOutbox, OutboxDelivery } from '../storage/lead-outbox.js';

/**
 * Delivers queued new-lead notifications (the lead_outbox table) to LEAD_WEBHOOK_URL, in the API
 * process. Each row is POSTed as JSON; a 2xx marks it delivered, anything else (an error status, a
 * refused connection, no answer within the timeout) schedules another attempt after an exponential
 * backoff with jitter, until the attempts are spent. Rows are claimed with a lease, so several
 * instances share the work without sending a row twice, and a restart picks up whatever is pending.
 *
 * Delivery is at least once: a receiver that took a notification but whose answer never arrived gets
 * it again, with the same Idempotency-Key. Logs name the row and the lead by id, never the form.
 */
export interface LeadWebhookDispatcher {
  /** A lead was queued: look for due rows now instead of at the next poll. */
  wake(): void;
  /** Stops claiming; deliveries in flight get `stopGraceMs` to finish, then are aborted and released. */
  stop(): Promise<void>;
}

export interface LeadWebhookOptions {
  /** Rows claimed (and posted concurrently) at a time. */
  batchSize?: number;
  /** Longest sleep between two looks at the table: rows queued by other instances, expired leases. */
  idlePollMs?: number;
  stopGraceMs?: number;
  fetch?: typeof fetch;
  random?: () => number;
}

/** The JSON body a receiver gets. */
export interface LeadWebhookBody {
  type: 'lead.created';
  /** Same as the Idempotency-Key header: one per lead, the same on every attempt. */
  id: string;
  queuedAt: string;
  lead: OutboxDelivery['lead'];
}

/** Wait before the attempt after `attempt` failed ones: base·2^(attempt-1), capped, half of it random ("equal jitter"). */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function webhookBody(delivery: OutboxDelivery): LeadWebhookBody {
  return { type: 'lead.created', id: delivery.id, queuedAt: delivery.queuedAt, lead: delivery.lead };
}

const SHUTDOWN = Symbol('shutdown');
const TIMEOUT = Symbol('timeout');

/** A short, content-free reason: status code, timeout or the connection error's code. */
function failureReason(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted && signal.reason === TIMEOUT) return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message.slice(0, 200);
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : String(error).slice(0, 200);
}

export function startLeadWebhookDispatcher(
  outbox: LeadOutbox,
  config: LeadWebhookConfig,
  logger: Logger,
  options: LeadWebhookOptions = {},
): LeadWebhookDispatcher {
  const batchSize = options.batchSize ?? 10;
  const idlePollMs = options.idlePollMs ?? 5000;
  const stopGraceMs = options.stopGraceMs ?? 2000;
  const fetchImpl = options.fetch ?? fetch;
  const random = options.random ?? Math.random;
  // Long enough for one attempt and recording its outcome; the rows of a holder that died wait this long at most.
  const leaseMs = 2 * config.timeoutMs + 2000;

  let stopping = false;
  let wakeRequested = false;
  let interruptSleep: (() => void) | undefined;
  const inFlight = new Set<AbortController>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (wakeRequested || stopping) {
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        interruptSleep = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      interruptSleep = done;
    });

  async function deliver(delivery: OutboxDelivery): Promise<void> {
    const ids = { delivery: delivery.id, lead: delivery.lead.id, attempt: delivery.attempt };
    const body = JSON.stringify(webhookBody(delivery));
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'pacific-crest-realty-api lead-webhook',
      'idempotency-key': delivery.id,
      'x-delivery-attempt': String(delivery.attempt),
    };
    if (config.secret) headers['x-signature-256'] = `sha256=${createHmac('sha256', config.secret).update(body).digest('hex')}`;

    const controller = new AbortController();
    inFlight.add(controller);
    const timer = setTimeout(() => controller.abort(TIMEOUT), config.timeoutMs);
    const started = Date.now();
    let failure: string | undefined;
    try {
      const response = await fetchImpl(config.url, { method: 'POST', headers, body, redirect: 'manual', signal: controller.signal });
      // Read the answer (within the same timeout) so the connection can be reused; its contents are ignored.
      await response.arrayBuffer();
      if (!response.ok) failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = failureReason(error, controller.signal, config.timeoutMs);
    } finally {
      clearTimeout(timer);
      inFlight.delete(controller);
    }

    try {
      if (failure === undefined) {
        await outbox.markDelivered(delivery.id);
        logger.info('lead notification delivered', { ...ids, ms: Date.now() - started });
      } else if (controller.signal.reason === SHUTDOWN) {
        await outbox.release(delivery);
        logger.info('lead notification interrupted by shutdown, left pending', ids);
      } else if (delivery.attempt >= config.maxAttempts) {
        await outbox.markFailed(delivery, failure, null);
        logger.error('lead notification given up: attempts spent (the lead stays stored)', { ...ids, reason: failure });
      } else {
        const retryInMs = backoffMs(delivery.attempt, config.backoffMs, config.backoffMaxMs, random);
        await outbox.markFailed(delivery, failure, retryInMs);
        logger.warn('lead notification attempt failed, will retry', { ...ids, reason: failure, retryInMs });
      }
    } catch (error) {
      // The lease runs out and the row is tried again.
      logger.error('lead notification: could not record the outcome', { ...ids, ...errorFields(error) });
    }
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      wakeRequested = false;
      let batch: OutboxDelivery[];
      try {
        batch = await outbox.claim(randomUUID(), batchSize, leaseMs);
      } catch (error) {
        if (stopping) break;
        logger.error('lead notifications: claiming failed', errorFields(error));
        await sleep(idlePollMs);
        continue;
      }
      if (stopping) {
        await Promise.all(batch.map((delivery) => outbox.release(delivery).catch(() => undefined)));
        break;
      }
      if (batch.length > 0) {
        await Promise.all(batch.map(deliver));
        continue;
      }
      let wait = idlePollMs;
      try {
        const due = await outbox.msUntilNextDue();
        // At least a moment: a due row we could not claim is being claimed by another instance.
        if (due !== null) wait = Math.min(idlePollMs, Math.max(50, due));
      } catch (error) {
        if (stopping) break;
        logger.error('lead notifications: reading the queue failed', errorFields(error));
      }
      await sleep(wait);
    }
  }

  const running = loop().catch((error: unknown) => logger.error('lead notifications stopped unexpectedly', errorFields(error)));
  let stopped: Promise<void> | undefined;

  return {
    wake() {
      wakeRequested = true;
      interruptSleep?.();
    },
    stop() {
      stopped ??= (async () => {
        stopping = true;
        interruptSleep?.();
        const grace = setTimeout(() => {
          for (const controller of inFlight) controller.abort(SHUTDOWN);
        }, stopGraceMs);
        await running;
        clearTimeout(grace);
      })();
      return stopped;
    },
  };
}
