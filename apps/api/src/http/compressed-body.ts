import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A response body prepared once and sent many times: its bytes, their brotli and gzip forms, a strong ETag. */
export interface CompressedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Compresses off the main thread (zlib's pool), at the highest levels: the work is paid once per body. */
export async function compressBody(text: string): Promise<CompressedBody> {
  const identity = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz, etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"` };
}

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q=0 refuses). */
export function acceptedEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** Whether the client's cached copy (If-None-Match) is this body. */
function isFresh(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Adds Accept-Encoding to Vary, keeping what is there. */
function varyOnEncoding(res: ServerResponse): void {
  const vary = res.getHeader('Vary');
  if (vary === undefined) res.setHeader('Vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) res.setHeader('Vary', `${String(vary)}, Accept-Encoding`);
}

/**
 * Sends `body` in the encoding the client prefers, or 304 when it already has it. The status and
 * type are the caller's. Plain node types: Express's request and response are these too, and the
 * cached-GET lane in front of Express has only these.
 */
export function sendCompressed(req: IncomingMessage, res: ServerResponse, body: CompressedBody): void {
  res.setHeader('ETag', body.etag);
  varyOnEncoding(res);
  if (res.statusCode === 200 && isFresh(req, body.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  const bytes = encoding ? body[encoding] : body.identity;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
