import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gunzipSync, gzip } from 'node:zlib';
import fresh from 'fresh';
import Negotiator from 'negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * A response body prepared once and sent many times: its brotli and gzip forms and a strong ETag.
 * The uncompressed bytes are not kept (they were two thirds of a kept page, decision 0044): browsers
 * and crawlers take br or gzip, and the rare client that takes neither gets `identity`, the gzip copy
 * decompressed again (~0.3 ms for a 130 kB page).
 */
export interface CompressedBody {
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** The uncompressed bytes, made from `gzip` at each read. */
  readonly identity: Buffer;
}

function compressedBody(br: Buffer, gzipped: Buffer, etag: string): CompressedBody {
  // Not enumerable: what walks a kept body (approximateBytes for the caches' bounds, a deep equal) sees what it holds.
  return Object.defineProperty({ br, gzip: gzipped, etag }, 'identity', { get: () => gunzipSync(gzipped), enumerable: false }) as CompressedBody;
}

/** The uncompressed bytes of `body`, decompressed off the main thread. */
export function identityOf(body: CompressedBody): Promise<Buffer> {
  return gunzipAsync(body.gzip);
}

/**
 * How hard to compress. `best` for a body that is kept and sent many times (paid once); `fast` for
 * one sent once or only a few times, where the CPU would cost more than the bytes save.
 */
export type CompressionEffort = 'best' | 'fast';

const LEVELS: Record<CompressionEffort, { brotli: number; gzip: number }> = { best: { brotli: 11, gzip: 9 }, fast: { brotli: 4, gzip: 6 } };

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

/** Compresses off the main thread (zlib's pool). */
export async function compressBody(text: string | Buffer, effort: CompressionEffort = 'best'): Promise<CompressedBody> {
  const identity = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const level = LEVELS[effort];
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: level.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: level.gzip }),
  ]);
  return compressedBody(unpooled(br), unpooled(gz), `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`);
}

/** What a compressed body holds in memory: its two forms, its ETag and their objects. */
export function compressedBodyBytes(body: CompressedBody): number {
  return body.br.length + body.gzip.length + body.etag.length * 2 + 4 * 96;
}

/** The encoding to answer with, by the client's Accept-Encoding (Express's own negotiator): brotli, else gzip. */
export function acceptedEncoding(req: Pick<IncomingMessage, 'headers'>): 'br' | 'gzip' | undefined {
  // Among encodings the client weighs alike, ours decide: brotli is smaller. (The types lack the option.)
  const negotiator = new Negotiator(req) as Negotiator & { encodings(available: readonly string[], options: { preferred: readonly string[] }): string[] };
  const [best] = negotiator.encodings(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] });
  return best === 'br' || best === 'gzip' ? best : undefined;
}

/** Adds Accept-Encoding to Vary, keeping what is there. */
function varyOnEncoding(res: ServerResponse): void {
  const vary = res.getHeader('Vary');
  if (vary === undefined) res.setHeader('Vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) res.setHeader('Vary', `${String(vary)}, Accept-Encoding`);
}

/**
 * Sends `body` in the encoding the client prefers, or 304 when its copy is this body (Express's own
 * freshness check). The status and type are the caller's. Plain node types: Express's request and
 * response are these too.
 */
export function sendCompressed(req: IncomingMessage, res: ServerResponse, body: CompressedBody): void {
  res.setHeader('ETag', body.etag);
  varyOnEncoding(res);
  if (res.statusCode === 200 && fresh(req.headers, { etag: body.etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = acceptedEncoding(req);
  const bytes = encoding ? body[encoding] : body.identity;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
