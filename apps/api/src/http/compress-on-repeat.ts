import { compressBest, identityOf, type CompressedBody, type CompressedCoding } from './compressed-body.js';

/**
 * A kept body is compressed quickly, in the coding asked for, when it is made; once it is asked for
 * again, brotli (and gzip, if it holds it) are made at the best level, in the background: one-off
 * answers cost little CPU, repeated ones get the smallest bytes. A page rendered again unchanged keeps
 * its best forms (compressBody's `previous`), so the best compression is paid once per content.
 */
export interface KeptBody {
  body: CompressedBody;
}

/** Bodies whose best compression is under way: one at a time each. */
const upgrading = new WeakSet<CompressedBody>();

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

/** The codings of `body` to compress at the best level: brotli (the smallest, and what browsers take), and gzip if it holds it. */
function codingsToImprove(body: CompressedBody): CompressedCoding[] {
  return (['br', 'gzip'] as const).filter((coding) => !body.best.includes(coding) && (coding === 'br' || body.gzip !== undefined));
}

/**
 * On a repeat: makes brotli, and gzip if `kept` holds it, at the best level once, in the background
 * (after the best compressions asked for before it), and hands the better copy to `replace` (the
 * caller's cache decides whether it still holds `kept`); uncompressed bytes held are dropped.
 * Returns the pending copy, or undefined when it is best already, under way, or too many wait. A
 * failure lets the next repeat try again.
 */
export function compressBestOnRepeat<T extends KeptBody>(kept: T, replace: (better: T) => void): Promise<T> | undefined {
  const codings = codingsToImprove(kept.body);
  if (codings.length === 0 || upgrading.has(kept.body) || waitingUpgrades >= MAX_WAITING_UPGRADES) return undefined;
  upgrading.add(kept.body);
  const pending = afterOtherUpgrades(async () => {
    const identity = identityOf(kept.body);
    const forms = await Promise.all(codings.map(async (coding) => [coding, await compressBest(identity, coding)] as const));
    const { identity: _dropped, ...rest } = kept.body;
    const body: CompressedBody = { ...rest, ...Object.fromEntries(forms), best: [...new Set([...kept.body.best, ...codings])] };
    return body;
  }).then((body) => {
    const better = { ...kept, body };
    replace(better);
    return better;
  });
  void pending.catch(() => undefined).finally(() => upgrading.delete(kept.body));
  return pending;
}
