import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { ParamsDictionary } from 'express-serve-static-core';
import { compressBody, sendCompressed, type CompressedBody } from './compressed-body.js';

/**
 * Serialized answers of the GET endpoints, kept so a repeated request costs a map lookup and a
 * write: the JSON text, its brotli and gzip forms and a strong ETag are made once per distinct
 * body. Two bounded maps, so no client can make it grow or make us compress on demand:
 * - request URL → which body answered it, and until when (least recently used dropped);
 * - body hash → the compressed body (the same list answers many URLs: every unknown
 *   `?neighborhood=` is `[]`, compressed once).
 * Only 200 answers are kept; errors go out as usual. A miss runs the route as usual (request
 * and response validated by the contract), so validation runs once per kept body.
 */
export interface AnswerCache {
  /**
   * Middleware for one GET route: answers from the cache, or lets the route answer and keeps it.
   * Keyed by the URL as sent, never by the parsed query, so it fits routes whose contract turns the
   * query into numbers (GET /api/properties?minPrice=…). The bodies stay Express's own defaults (any).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  route(options: { ttlMs: number; cacheControl: string }): RequestHandler<ParamsDictionary, any, any, unknown>;
  /** The kept answer of a request URL (path and query as sent), if it is kept and still fresh. */
  lookup(url: string): KeptAnswer | undefined;
  /** Forgets every kept answer: for a process whose content changes under it (the pact provider's states). */
  clear(): void;
}

export interface KeptAnswer {
  body: CompressedBody;
  cacheControl: string;
}

export interface AnswerCacheOptions {
  maxUrls?: number;
  maxBodies?: number;
  now?: () => number;
}

interface UrlEntry {
  hash: string;
  expiresAt: number;
  cacheControl: string;
}

/** A Map used as an LRU: reads move the key to the end, inserts beyond the size drop the first. */
function touch<K, V>(map: Map<K, V>, key: K): V | undefined {
  const value = map.get(key);
  if (value !== undefined) {
    map.delete(key);
    map.set(key, value);
  }
  return value;
}

function insert<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}

export function answerCache(options: AnswerCacheOptions = {}): AnswerCache {
  const maxUrls = options.maxUrls ?? 1024;
  const maxBodies = options.maxBodies ?? 256;
  const now = options.now ?? Date.now;
  const urls = new Map<string, UrlEntry>();
  const bodies = new Map<string, CompressedBody | Promise<CompressedBody>>();

  const bodyFor = (text: string): { hash: string; body: CompressedBody | Promise<CompressedBody> } => {
    const hash = createHash('sha256').update(text).digest('base64url');
    let body = touch(bodies, hash);
    if (body === undefined) {
      const pending = compressBody(text);
      body = pending;
      insert(bodies, hash, pending, maxBodies);
      void pending.then(
        (done) => bodies.get(hash) === pending && bodies.set(hash, done),
        () => bodies.get(hash) === pending && bodies.delete(hash),
      );
    }
    return { hash, body };
  };

  const lookup = (url: string): KeptAnswer | undefined => {
    const entry = touch(urls, url);
    if (entry === undefined || entry.expiresAt <= now()) return undefined;
    const body = bodies.get(entry.hash);
    return body === undefined || body instanceof Promise ? undefined : { body, cacheControl: entry.cacheControl };
  };

  return {
    lookup,
    clear() {
      urls.clear();
      bodies.clear();
    },
    route({ ttlMs, cacheControl }) {
      return (req, res, next) => {
        const key = req.originalUrl;
        const kept = lookup(key);
        if (kept !== undefined) {
          res.setHeader('Cache-Control', kept.cacheControl);
          res.type('json');
          sendCompressed(req, res, kept.body);
          return;
        }
        // A miss: the route answers through res.json; a 200 is serialized, kept, and sent from the kept bytes.
        const json = res.json;
        res.json = (value: unknown) => {
          if (res.statusCode !== 200) return json.call(res, value);
          const { hash, body } = bodyFor(JSON.stringify(value));
          insert(urls, key, { hash, expiresAt: now() + ttlMs, cacheControl }, maxUrls);
          Promise.resolve(body).then(
            (ready) => {
              res.setHeader('Cache-Control', cacheControl);
              res.type('json');
              sendCompressed(req, res, ready);
            },
            (error: unknown) => next(error),
          );
          return res;
        };
        next();
      };
    },
  };
}
