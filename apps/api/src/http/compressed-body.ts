import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzip, gzipSync } from 'node:zlib';
import fresh from 'fresh';
import Negotiator from 'negotiator';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How a body is sent, by the client's Accept-Encoding. */
export type Coding = 'br' | 'gzip' | 'identity';
export type CompressedCoding = Exclude<Coding, 'identity'>;

/**
 * A response body in the codings asked for so far, and a strong ETag over its uncompressed bytes,
 * which every coding shares (decision 0052). It is made in the coding of the request that made it,
 * and another coding is added when a request asks for it (`sendCompressed`). The uncompressed bytes
 * are held only while no compressed form exists (a body made for a client that takes none); the
 * first compressed form replaces them, and a later client that takes none gets them decompressed
 * again (decision 0044). A body is never changed: adding a coding makes a new one for the caller's
 * cache to keep.
 */
export interface CompressedBody {
  readonly etag: string;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
  readonly identity?: Buffer;
  /** The compressed forms made at the best level (compress-on-repeat.ts); the others were made quickly. */
  readonly best: readonly CompressedCoding[];
}

/**
 * How hard to compress. `best` for a body that is kept and sent many times (paid once); `fast` for
 * one sent once or only a few times, where the CPU would cost more than the bytes save.
 */
export type CompressionEffort = 'best' | 'fast';

const LEVELS: Record<CompressionEffort, { br: number; gzip: number }> = { best: { br: 11, gzip: 9 }, fast: { br: 4, gzip: 6 } };

const brotliOptions = (bytes: Buffer, effort: CompressionEffort) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: LEVELS[effort].br, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
});

/**
 * `bytes` in memory of its own. Node cuts buffers under 4 kB (Buffer.from, zlib's results) out of
 * shared 8 kB slabs: one kept for long would hold its whole slab, so kept bodies are copied out.
 */
function unpooled(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/**
 * Compressed quickly, on this thread: for a page of ~100 kB zlib's thread pool cost more CPU (and as
 * much of this thread's time) than the compression itself (docs/performance.md, decision 0052).
 */
function compressNow(identity: Buffer, coding: CompressedCoding): Buffer {
  return unpooled(coding === 'br' ? brotliCompressSync(identity, brotliOptions(identity, 'fast')) : gzipSync(identity, { level: LEVELS.fast.gzip }));
}

/** Compressed at the best level off this thread (brotli 11 takes ~100–200 ms for a page). */
export async function compressBest(identity: Buffer, coding: CompressedCoding): Promise<Buffer> {
  return unpooled(coding === 'br' ? await brotliAsync(identity, brotliOptions(identity, 'best')) : await gzipAsync(identity, { level: LEVELS.best.gzip }));
}

/**
 * A weak validator of the content (RFC 9110 8.8.1): its codings are different bytes of the same
 * content, so a strong ETag shared by them would be wrong, and one per coding would make a copy
 * received in one coding fail to revalidate in another. If-None-Match compares weakly: 304 across codings.
 */
function etagOf(identity: Buffer): string {
  return `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;
}

/**
 * The body of `text` for a request that takes `coding`: compressed in that coding only, quickly, at
 * once. When `previous` (the body kept for the same address) has the same bytes, it is the answer:
 * a page rendered again unchanged keeps the forms, and the best compression, it had.
 */
export function compressBody(text: string | Buffer, coding: Coding, previous?: CompressedBody): CompressedBody {
  const identity = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const etag = etagOf(identity);
  if (previous?.etag === etag) return previous;
  if (coding === 'identity') return { etag, identity: unpooled(identity), best: [] };
  return { etag, [coding]: compressNow(identity, coding), best: [] };
}

/** The uncompressed bytes of `body`: held, or decompressed from a form it has (gzip first: the quicker to undo). */
export function identityOf(body: CompressedBody): Buffer {
  if (body.identity) return body.identity;
  if (body.gzip) return gunzipSync(body.gzip);
  if (body.br) return brotliDecompressSync(body.br);
  throw new Error('a compressed body without a form');
}

/** `body` with its form in `coding` (made quickly if missing; the uncompressed bytes then go), and the bytes to send. */
export function formOf(body: CompressedBody, coding: Coding): { bytes: Buffer; body: CompressedBody } {
  if (coding === 'identity') return { bytes: identityOf(body), body };
  const held = body[coding];
  if (held) return { bytes: held, body };
  const bytes = compressNow(identityOf(body), coding);
  const { identity: _dropped, ...rest } = body;
  return { bytes, body: { ...rest, [coding]: bytes } };
}

/** What a compressed body holds in memory: its forms, its ETag and their objects. */
export function compressedBodyBytes(body: CompressedBody): number {
  return (body.br?.length ?? 0) + (body.gzip?.length ?? 0) + (body.identity?.length ?? 0) + body.etag.length * 2 + 5 * 96;
}

type NegotiatorWithPreference = Negotiator & { encodings(available: readonly string[], options: { preferred: readonly string[] }): string[] };
const CODINGS = ['br', 'gzip', 'identity'] as const;

/** The client's first choice of `CODINGS`, `preferred` first among those it weighs alike (Express's own negotiator). */
function firstChoice(req: Pick<IncomingMessage, 'headers'>, preferred: readonly Coding[]): Coding {
  // (The types lack the option.)
  const [best] = (new Negotiator(req) as NegotiatorWithPreference).encodings(CODINGS, { preferred });
  return best === 'br' || best === 'gzip' ? best : 'identity';
}

/** The encoding to answer with, by the client's Accept-Encoding: brotli, else gzip. */
export function acceptedEncoding(req: Pick<IncomingMessage, 'headers'>): CompressedCoding | undefined {
  const best = firstChoice(req, CODINGS);
  return best === 'identity' ? undefined : best;
}

/**
 * The coding to answer `req` with. Among the codings the client weighs alike: one `body` holds
 * (brotli first); for a body being made (none given), gzip, which is as small as quick brotli here
 * and costs a third of its CPU under the server's malloc settings (decision 0052); for a kept body
 * without one, brotli, the smaller once repeated.
 */
export function acceptedCoding(req: Pick<IncomingMessage, 'headers'>, body?: CompressedBody): Coding {
  const brotliFirst = firstChoice(req, CODINGS);
  const gzipFirst = firstChoice(req, ['gzip', 'br', 'identity']);
  if (body === undefined) return gzipFirst;
  if (body[brotliFirst] !== undefined || body[gzipFirst] === undefined) return brotliFirst;
  return gzipFirst;
}

/** Adds Accept-Encoding to Vary, keeping what is there. */
function varyOnEncoding(res: ServerResponse): void {
  const vary = res.getHeader('Vary');
  if (vary === undefined) res.setHeader('Vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) res.setHeader('Vary', `${String(vary)}, Accept-Encoding`);
}

/**
 * Sends `body` in the coding the client prefers, or 304 when its copy is this body (Express's own
 * freshness check, on the ETag all codings share). The status and type are the caller's. Returns
 * the body to keep: `body`, or a new one with the form made for this request. Plain node types:
 * Express's request and response are these too.
 */
export function sendCompressed(req: IncomingMessage, res: ServerResponse, body: CompressedBody): CompressedBody {
  res.setHeader('ETag', body.etag);
  varyOnEncoding(res);
  if (res.statusCode === 200 && fresh(req.headers, { etag: body.etag })) {
    res.statusCode = 304;
    res.end();
    return body;
  }
  const coding = acceptedCoding(req, body);
  const form = formOf(body, coding);
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', form.bytes.length);
  res.end(req.method === 'HEAD' ? undefined : form.bytes);
  return form.body;
}
