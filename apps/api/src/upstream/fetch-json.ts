import { describeIssues, validate, type StandardSchema } from '../standard-schema.js';
import { UpstreamError } from './upstream-error.js';

/** An upstream answer larger than this is not what we asked for; do not buffer it. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** What `fetchUpstream` answers for an upstream 404 when the caller allows it. */
export const UPSTREAM_NOT_FOUND = Symbol('upstream 404');

export interface FetchUpstreamOptions<T> {
  schema: StandardSchema<T>;
  timeoutMs: number;
  /** An upstream 404 means "no such thing" (answered as `UPSTREAM_NOT_FOUND`), not a failure. */
  notFoundIsAnswer?: boolean;
  fetchImpl?: typeof fetch;
}

/**
 * Reads an answer's body, keeping at most `maxBytes`: a longer one (declared or as it streams) is
 * cancelled, so a huge or endless body costs neither memory nor time; `complete` says which.
 */
export async function readBodyUpTo(response: Response, maxBytes: number): Promise<{ body: Buffer; complete: boolean }> {
  if (!response.body) return { body: Buffer.alloc(0), complete: true };
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body.cancel().catch(() => undefined);
    return { body: Buffer.alloc(0), complete: false };
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { body: Buffer.concat(chunks), complete: true };
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { body: Buffer.concat(chunks), complete: false };
    }
    chunks.push(value);
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const { body, complete } = await readBodyUpTo(response, maxBytes);
  if (!complete) throw new UpstreamError('invalid', `body over ${maxBytes} bytes`);
  return body.toString('utf8');
}

export interface UpstreamRequest {
  timeoutMs: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Bodies beyond this are refused (default 2 MB). */
  maxBytes?: number;
  /** 'error': a redirect fails the request instead of re-sending its credentials where the answer points. */
  redirect?: RequestRedirect;
  fetchImpl?: typeof fetch;
}

/** An upstream's answer, whatever its status: the caller decides what a 401 or a 429 means. */
export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * One request to an upstream with a timeout covering the whole exchange (headers and body) and a
 * capped body. Network failures and timeouts become `UpstreamError`; statuses are the caller's.
 */
export async function requestUpstream(url: string, request: UpstreamRequest): Promise<UpstreamAnswer> {
  const { timeoutMs, method = 'GET', headers = {}, body, maxBytes = MAX_BODY_BYTES, redirect = 'follow', fetchImpl = fetch } = request;
  try {
    const signal = AbortSignal.timeout(timeoutMs);
    const response = await fetchImpl(url, { method, headers: { accept: 'application/json', ...headers }, body, redirect, signal });
    // Error bodies are not read (only their status matters), so a huge or endless one costs nothing.
    const text = response.ok ? await readCapped(response, maxBytes) : (await response.body?.cancel().catch(() => undefined), '');
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    const name = (error as Error | undefined)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new UpstreamError('timeout', `no complete answer within ${timeoutMs} ms`);
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (redirect === 'error' && cause?.message === 'unexpected redirect') throw new UpstreamError('status', 'answered a redirect, which is not followed');
    throw new UpstreamError('network', cause?.code ?? cause?.message ?? String(error));
  }
}

/** Parses an upstream's JSON text and checks it against a schema; either failure is `invalid`. */
export function parseUpstreamJson<T>(text: string, schema: StandardSchema<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UpstreamError('invalid', 'the body is not JSON');
  }
  const result = validate(schema, json);
  if (!result.ok) throw new UpstreamError('invalid', describeIssues(result.issues));
  return result.value;
}

/**
 * GETs JSON from an upstream provider with a timeout covering the whole exchange (headers and
 * body), and checks it against the contract's schema, so a changed upstream format becomes a
 * clear `UpstreamError` (a 502 for our client), not a broken page.
 */
export async function fetchUpstream<T>(url: string, options: FetchUpstreamOptions<T> & { notFoundIsAnswer: true }): Promise<T | typeof UPSTREAM_NOT_FOUND>;
export async function fetchUpstream<T>(url: string, options: FetchUpstreamOptions<T>): Promise<T>;
export async function fetchUpstream<T>(url: string, options: FetchUpstreamOptions<T>): Promise<T | typeof UPSTREAM_NOT_FOUND> {
  const { schema, timeoutMs, notFoundIsAnswer = false, fetchImpl = fetch } = options;
  const answer = await requestUpstream(url, { timeoutMs, fetchImpl });
  if (notFoundIsAnswer && answer.status === 404) return UPSTREAM_NOT_FOUND;
  if (answer.status < 200 || answer.status > 299) throw new UpstreamError('status', `HTTP ${answer.status}`);
  return parseUpstreamJson(answer.text, schema);
}

/** A schema for a JSON array of `item`, naming the index of the first bad element in its issues. */
export function arrayOf<T>(item: StandardSchema<T>, what: string): StandardSchema<T[]> {
  return {
    '~standard': {
      validate(value) {
        if (!Array.isArray(value)) return { issues: [{ message: `Expected an array of ${what}` }] };
        const items: T[] = [];
        for (const [index, element] of value.entries()) {
          const result = validate(item, element);
          if (!result.ok) return { issues: result.issues.map((issue) => ({ ...issue, path: [index, ...(issue.path ?? [])] })) };
          items.push(result.value);
        }
        return { value: items };
      },
    },
  };
}
