import { compressBody, compressedBodyBytes, identityOf, type CompressedBody } from './compressed-body.js';

/**
 * A kept body compressed quickly when first made and at the best level once it is asked for again:
 * one-off answers cost little CPU, repeated ones get the smallest bytes. The best copy is made from
 * the body's gzip copy decompressed: the text it was made of is not kept (it held twice the bytes
 * again, as a string of two-byte characters).
 */
export interface KeptBody {
  body: CompressedBody;
  /** Compressed at the best level (else quickly, until it is asked for again). */
  best: boolean;
}

/** What a kept body holds in memory, for the byte bounds of the caches that keep them. */
export function keptBodyBytes(kept: KeptBody): number {
  return compressedBodyBytes(kept.body) + 64;
}

/** Kept bodies whose best compression is under way: one at a time each. */
const upgrading = new WeakSet<KeptBody>();

/**
 * Best compressions run one after another, at most this many waiting: brotli at quality 11 holds
 * tens of MB while it works (four at once in zlib's threads left ~50 MB more resident, decision
 * 0044), and a page's smallest bytes are not urgent. Past the queue, a repeat starts nothing; a later
 * one asks again.
 */
const MAX_WAITING_UPGRADES = 32;
let upgrades: Promise<unknown> = Promise.resolve();
let waitingUpgrades = 0;

function afterOtherUpgrades<R>(job: () => Promise<R>): Promise<R> {
  waitingUpgrades++;
  const run = upgrades.then(job);
  upgrades = run.catch(() => undefined).finally(() => waitingUpgrades--);
  return run;
}

/** A body just made, compressed quickly. */
export async function compressFast(text: string): Promise<KeptBody> {
  return { body: await compressBody(text, 'fast'), best: false };
}

/**
 * On a repeat: compresses `kept` at the best level once, in the background (after the best
 * compressions asked for before it), and hands the better copy to `replace` (the caller's cache
 * decides whether it still holds `kept`). Returns the pending copy, or undefined when it is best
 * already, under way, or too many wait. A failure lets the next repeat try again.
 */
export function compressBestOnRepeat<T extends KeptBody>(kept: T, replace: (better: T) => void): Promise<T> | undefined {
  if (kept.best || upgrading.has(kept) || waitingUpgrades >= MAX_WAITING_UPGRADES) return undefined;
  upgrading.add(kept);
  const pending = afterOtherUpgrades(async () => compressBody(await identityOf(kept.body), 'best')).then((body) => {
    const better = { ...kept, body, best: true };
    replace(better);
    return better;
  });
  void pending.catch(() => undefined).finally(() => upgrading.delete(kept));
  return pending;
}
