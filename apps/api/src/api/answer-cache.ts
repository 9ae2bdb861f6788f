import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { ParamsDictionary } from 'express-serve-static-core';
import { LRUCache } from 'lru-cache';
import { MB } from '../http/byte-size.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressBestOnRepeat } from '../http/compress-on-repeat.js';
import { acceptedCoding, compressBody, compressedBodyBytes, sendCompressed, type Coding, type CompressedBody } from '../http/compressed-body.js';
import { isWellEncoded } from '@pcr/contracts';
import { knownQueryKeys, matchReadRoute } from './read-routes.js';

/**
 * The GET endpoints' answers, kept so a repeated request costs a lookup and a write (decision 0015):
 * keyed by route, path parameters and the query parameters the route reads, so a parameter it does
 * not read makes no new entry (issue 28); the same body (every unknown area's `[]`) is kept once,
 * compressed quickly in the coding first asked for, another coding when a request asks for it, and
 * at the best level once it is asked for again (compress-on-repeat.ts, decision 0052).
 */
export interface AnswerCache {
  /** Middleware for one GET route: answers from the cache, or lets the route answer and keeps a 200. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  route(options: { ttlMs: number; cacheControl: string }): RequestHandler<ParamsDictionary, any, any, unknown>;
  /** The kept answer of a request URL (path and query as sent), if it is kept and still fresh. */
  lookup(url: string): KeptAnswer | undefined;
  /** Sends a kept answer's body (or 304), keeping the coding made for it if it had none such. */
  send(req: IncomingMessage, res: ServerResponse, kept: KeptAnswer): void;
  /** Forgets every kept answer: for a process whose content changes under it (the pact provider's states). */
  clear(): void;
  /** Calls `listener` on every clear: what was made from the answers (the pages) goes with them. */
  onClear(listener: () => void): void;
}

export interface KeptAnswer {
  body: CompressedBody;
  cacheControl: string;
  /** The body's key among the kept bodies. */
  hash: string;
}

/** The cache key of a GET URL: its route, its path and the query parameters the route reads, or undefined for none. */
export function answerKey(url: string): string | undefined {
  // A URL that does not decode is the API's 400 (malformed-requests.ts), never a kept answer.
  if (!isWellEncoded(url)) return undefined;
  const [pathname = '', search = ''] = url.split('?', 2);
  const match = matchReadRoute(pathname);
  if (!match || match === 'malformed') return undefined;
  const query = new URLSearchParams(search);
  const keys = knownQueryKeys(match.route);
  // A parameter given twice is the route's 400, not the answer to its first value.
  if (keys.some((key) => query.getAll(key).length > 1)) return undefined;
  const known = keys.flatMap((key) => (query.has(key) ? [`${key}=${query.get(key)}`] : []));
  return `${pathname}?${known.join('&')}`;
}

/** The memory the kept answers may fill: their bodies (every form), and the URLs that point to them (decision 0044). */
export const ANSWER_BODY_BYTES = 4 * MB;
export const ANSWER_URL_BYTES = 1 * MB;

export function answerCache(options: { maxUrls?: number; maxBodies?: number; maxBodyBytes?: number; maxUrlBytes?: number } = {}): AnswerCache {
  // Bounded in entries and in bytes: keys are URLs (up to 8 kB each), bodies any size an endpoint answers.
  const urls = new LRUCache<string, { hash: string; cacheControl: string }>({
    max: options.maxUrls ?? 1024,
    maxSize: options.maxUrlBytes ?? ANSWER_URL_BYTES,
    sizeCalculation: (entry, key) => (key.length + entry.hash.length + entry.cacheControl.length) * 2 + 128,
    ttlAutopurge: false,
  });
  const bodies = new LRUCache<string, CompressedBody>({
    max: options.maxBodies ?? 256,
    maxSize: options.maxBodyBytes ?? ANSWER_BODY_BYTES,
    sizeCalculation: (body, hash) => compressedBodyBytes(body) + hash.length * 2,
  });

  /** Keeps `body` in place of `previous`, unless the cache holds another body for `hash` by now (or none). */
  const replace = (hash: string, previous: CompressedBody, body: CompressedBody) => {
    if (body !== previous && bodies.peek(hash) === previous) bodies.set(hash, body);
  };

  /** The kept body of `text`, compressed quickly in `coding` the first time. */
  const bodyFor = (text: string, coding: Coding): { hash: string; body: CompressedBody } => {
    const hash = createHash('sha256').update(text).digest('base64url');
    let body = bodies.get(hash);
    if (!body) {
      body = compressBody(text, coding);
      bodies.set(hash, body);
    }
    return { hash, body };
  };

  const lookup = (url: string): KeptAnswer | undefined => {
    const key = answerKey(url);
    const entry = key === undefined ? undefined : urls.get(key);
    const body = entry && bodies.get(entry.hash);
    if (!entry || !body) return undefined;
    // Asked for again: worth the best compression, once, in the background.
    void compressBestOnRepeat({ body }, (better) => replace(entry.hash, body, better.body))?.catch(() => undefined);
    return { body, cacheControl: entry.cacheControl, hash: entry.hash };
  };

  const send = (req: IncomingMessage, res: ServerResponse, kept: KeptAnswer) => {
    replace(kept.hash, kept.body, sendCompressed(req, res, kept.body));
  };

  const clearListeners: (() => void)[] = [];

  return {
    lookup,
    send,
    clear() {
      urls.clear();
      bodies.clear();
      for (const listener of clearListeners) listener();
    },
    onClear(listener) {
      clearListeners.push(listener);
    },
    route({ ttlMs, cacheControl }) {
      return (req, res, next) => {
        const kept = lookup(req.originalUrl);
        if (kept !== undefined) {
          res.setHeader('Cache-Control', kept.cacheControl);
          res.type('json');
          send(req, res, kept);
          return;
        }
        const key = answerKey(req.originalUrl);
        // A miss: the route answers through res.json; a 200 is serialized, kept, and sent from the kept bytes.
        const json = res.json;
        res.json = (value: unknown) => {
          // A time of 0 keeps nothing (UPSTREAM_ANSWER_TTL_MS=0: ask the provider every time).
          if (res.statusCode !== 200 || key === undefined || ttlMs <= 0) return json.call(res, value);
          const { hash, body } = bodyFor(JSON.stringify(value), acceptedCoding(req));
          urls.set(key, { hash, cacheControl }, { ttl: Number.isFinite(ttlMs) ? ttlMs : undefined });
          res.setHeader('Cache-Control', cacheControl);
          res.type('json');
          send(req, res, { body, cacheControl, hash });
          return res;
        };
        next();
      };
    },
  };
}

/** `answers` keeping nothing (BENCH_WITHOUT=answer-cache): every GET is answered by its route; clearing still reaches the pages. */
export function keepingNone(answers: AnswerCache): AnswerCache {
  return {
    route: () => (_req, _res, next) => next(),
    lookup: () => undefined,
    send: (req, res, kept) => answers.send(req, res, kept),
    clear: () => answers.clear(),
    onClear: (listener) => answers.onClear(listener),
  };
}
