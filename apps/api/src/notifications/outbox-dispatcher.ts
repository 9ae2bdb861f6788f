import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { DatabaseUnavailableError } from '../storage/sql-client.js';
import { errorFields, type LogFields, type Logger } from '../logger.js';
import type { Outbox, OutboxDelivery } from '../storage/lead-outbox.js';

/**
 * Delivers the rows of one lead outbox table in the API process: the loop shared by the webhook
 * (lead-webhook.ts) and the lead e-mails (lead-mail.ts), which differ only in one attempt.
 *
 * Due rows are claimed with a lease (several instances share the work without taking a row twice;
 * a restart picks up whatever is pending), renewed while the attempts run, so a live but slow
 * process keeps its rows and only a dead one's are taken over; a failed attempt schedules another after an exponential
 * backoff with jitter, until the attempts are spent or the failure is permanent; on stop, attempts in
 * flight get a grace period, then are aborted and their rows released untried. Delivery is at least
 * once: a receiver that took a message but whose answer never arrived gets it again, under the same
 * row id. Logs name the row and the lead by id, never the form.
 */
export interface OutboxDispatcher {
  /** A row was queued: look for due rows now instead of at the next poll. */
  wake(): void;
  /** Stops claiming; attempts in flight get `stopGraceMs` to finish, then are aborted and released. */
  stop(): Promise<void>;
}

export interface OutboxDispatcherOptions {
  /** Rows claimed (and attempted concurrently) at a time. */
  batchSize?: number;
  /** Longest sleep between two looks at the table: rows queued by other instances, expired leases. */
  idlePollMs?: number;
  stopGraceMs?: number;
  random?: () => number;
}

export interface RetryPolicy {
  /** Attempts per row before giving up (the lead stays stored either way). */
  maxAttempts: number;
  /** Wait after the first failed attempt; doubled after each further one, up to backoffMaxMs, with jitter. */
  backoffMs: number;
  backoffMaxMs: number;
}

/** Why an attempt failed (short, content-free); `permanent` gives the row up at once. */
export interface AttemptFailure {
  reason: string;
  permanent?: boolean;
  /** The receiver asked to wait this long before the next try (a 429's Retry-After): the backoff is never shorter. */
  retryAfterMs?: number;
}

export interface OutboxChannel<D extends OutboxDelivery> {
  /** Names the deliveries in log messages: "lead notification" → "lead notification delivered". */
  name: string;
  retry: RetryPolicy;
  /** Long enough for one attempt and recording its outcome; the rows of a holder that died wait this long at most. */
  leaseMs: number;
  /** One attempt: resolves to undefined once delivered, or to why not. `signal` aborts when stopping. */
  attempt(delivery: D, signal: AbortSignal): Promise<AttemptFailure | undefined>;
  /** Fields logged with each outcome besides the row, the lead and the attempt (never form contents). */
  logFields?(delivery: D): LogFields;
}

/** Wait before the attempt after `attempt` failed ones: base·2^(attempt-1), capped, half of it random ("equal jitter"). */
/** What an attempt's AbortController is aborted with when its deadline passes (attemptFailureReason tells it apart). */
export const ATTEMPT_TIMEOUT = Symbol('attempt timeout');

/** A failed attempt's short, content-free reason, for the row and the log: timeout or the connection error's code. */
export function attemptFailureReason(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted && signal.reason === ATTEMPT_TIMEOUT) return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message.slice(0, 200);
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : String(error).slice(0, 200);
}

export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Waits between tries to record an outcome while the database is unavailable. */
const RECORD_RETRY_FIRST_MS = 250;
const RECORD_RETRY_MAX_MS = 5000;

export function startOutboxDispatcher<D extends OutboxDelivery>(
  outbox: Outbox<D>,
  channel: OutboxChannel<D>,
  logger: Logger,
  options: OutboxDispatcherOptions = {},
): OutboxDispatcher {
  const batchSize = options.batchSize ?? 10;
  const idlePollMs = options.idlePollMs ?? 5000;
  const stopGraceMs = options.stopGraceMs ?? 2000;
  const random = options.random ?? Math.random;
  const { name, retry } = channel;

  let stopping = false;
  let wakeRequested = false;
  let interruptSleep: (() => void) | undefined;
  const inFlight = new Set<AbortController>();
  const stopped$ = new AbortController();

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

  async function deliver(delivery: D): Promise<void> {
    const ids = { delivery: delivery.id, lead: delivery.lead.id, attempt: delivery.attempt, ...channel.logFields?.(delivery) };
    const controller = new AbortController();
    inFlight.add(controller);
    const started = Date.now();
    let failure: AttemptFailure | undefined;
    try {
      failure = await channel.attempt(delivery, controller.signal);
    } catch (error) {
      failure = { reason: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : String(error).slice(0, 200) };
    } finally {
      inFlight.delete(controller);
    }

    const record = async () => {
      if (failure === undefined) {
        await outbox.markDelivered(delivery.id);
        logger.info(`${name} delivered`, { ...ids, ms: Date.now() - started });
      } else if (controller.signal.aborted) {
        await outbox.release(delivery);
        logger.info(`${name} interrupted by shutdown, left pending`, ids);
      } else if (failure.permanent || delivery.attempt >= retry.maxAttempts) {
        await outbox.markFailed(delivery, failure.reason, null);
        const why = failure.permanent ? 'refused for good' : 'attempts spent';
        logger.error(`${name} given up: ${why} (the lead stays stored)`, { ...ids, reason: failure.reason });
      } else {
        const backoff = backoffMs(delivery.attempt, retry.backoffMs, retry.backoffMaxMs, random);
        const retryInMs = Math.max(backoff, failure.retryAfterMs ?? 0);
        await outbox.markFailed(delivery, failure.reason, retryInMs);
        logger.warn(`${name} attempt failed, will retry`, { ...ids, reason: failure.reason, retryInMs });
      }
    };
    // A message that went out while the database was away is recorded once it is back (the lease is
    // renewed meanwhile): giving up would let the lease run out and the message go out twice.
    for (let waitMs = RECORD_RETRY_FIRST_MS; ; waitMs = Math.min(waitMs * 2, RECORD_RETRY_MAX_MS)) {
      try {
        await record();
        return;
      } catch (error) {
        if (!(error instanceof DatabaseUnavailableError) || stopping) {
          // The lease runs out and the row is tried again.
          logger.error(`${name}: could not record the outcome`, { ...ids, ...errorFields(error) });
          return;
        }
        logger.warn(`${name}: database unavailable, recording the outcome again soon`, { ...ids, retryInMs: waitMs });
        await delay(waitMs, undefined, { signal: stopped$.signal }).catch(() => undefined);
      }
    }
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      wakeRequested = false;
      let batch: D[];
      const leaseToken = randomUUID();
      try {
        for (const spent of await outbox.giveUpSpent(retry.maxAttempts)) {
          logger.error(`${name} given up: attempts spent (the lead stays stored)`, { delivery: spent.id, lead: spent.leadId, attempt: spent.attempts });
        }
        batch = await outbox.claim(leaseToken, batchSize, channel.leaseMs, retry.maxAttempts);
      } catch (error) {
        if (stopping) break;
        if (error instanceof DatabaseUnavailableError) logger.warn(`${name}s: database unavailable, paused until it answers`, errorFields(error));
        else logger.error(`${name}s: claiming failed`, errorFields(error));
        await sleep(idlePollMs);
        continue;
      }
      if (stopping) {
        await Promise.all(batch.map((delivery) => outbox.release(delivery).catch(() => undefined)));
        break;
      }
      if (batch.length > 0) {
        // A third of the lease between renewals: two may fail (a busy database) before it runs out.
        const renewal = setInterval(() => {
          outbox.renewLease(leaseToken, channel.leaseMs).catch((error: unknown) => logger.warn(`${name}s: renewing the lease failed`, errorFields(error)));
        }, channel.leaseMs / 3);
        try {
          await Promise.all(batch.map(deliver));
        } finally {
          clearInterval(renewal);
        }
        continue;
      }
      let wait = idlePollMs;
      try {
        const due = await outbox.msUntilNextDue();
        // At least a moment: a due row we could not claim is being claimed by another instance.
        if (due !== null) wait = Math.min(idlePollMs, Math.max(50, due));
      } catch (error) {
        if (stopping) break;
        logger.error(`${name}s: reading the queue failed`, errorFields(error));
      }
      await sleep(wait);
    }
  }

  const running = loop().catch((error: unknown) => logger.error(`${name}s stopped unexpectedly`, errorFields(error)));
  let stopped: Promise<void> | undefined;

  return {
    wake() {
      wakeRequested = true;
      interruptSleep?.();
    },
    stop() {
      stopped ??= (async () => {
        stopping = true;
        stopped$.abort();
        interruptSleep?.();
        const grace = setTimeout(() => {
          for (const controller of inFlight) controller.abort();
        }, stopGraceMs);
        await running;
        clearTimeout(grace);
      })();
      return stopped;
    },
  };
}
