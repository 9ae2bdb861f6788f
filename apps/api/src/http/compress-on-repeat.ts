import { compressBody, type CompressedBody } from './compressed-body.js';

/**
 * A kept body compressed quickly when first made and at the best level once it is asked for again:
 * one-off answers cost little CPU, repeated ones get the smallest bytes.
 */
export interface KeptBody {
  body: CompressedBody;
  /** Compressed at the best level (else quickly, until it is asked for again). */
  best: boolean;
  /** What was compressed, kept to compress it again. */
  text: string;
}

/** Kept bodies whose best compression is under way: one at a time each. */
const upgrading = new WeakSet<KeptBody>();

/** A body just made, compressed quickly. */
export async function compressFast(text: string): Promise<KeptBody> {
  return { body: await compressBody(text, 'fast'), best: false, text };
}

/**
 * On a repeat: compresses `kept` at the best level once, in the background, and hands the better copy
 * to `replace` (the caller's cache decides whether it still holds `kept`). Returns the pending copy, or
 * undefined when it is best already or under way. A failure lets the next repeat try again.
 */
export function compressBestOnRepeat<T extends KeptBody>(kept: T, replace: (better: T) => void): Promise<T> | undefined {
  if (kept.best || upgrading.has(kept)) return undefined;
  upgrading.add(kept);
  const pending = compressBody(kept.text, 'best').then((body) => {
    const better = { ...kept, body, best: true };
    replace(better);
    return better;
  });
  void pending.catch(() => undefined).finally(() => upgrading.delete(kept));
  return pending;
}
