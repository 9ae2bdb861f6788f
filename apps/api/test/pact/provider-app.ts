import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { createApp, createHttpServer } from '../../src/app.js';
import { answerCache } from '../../src/api/answer-cache.js';
import type { ContentRepository } from '../../src/content-repository.js';
import { memoryLogger } from '../../src/logger.js';
import { slidingWindowLimiter } from '../../src/http/rate-limit.js';
import { testConfig } from '../helpers.js';
import { createProviderWorld, providerStatesRouter, type ProviderWorldControl } from './provider-states.js';

export interface RunningProvider {
  /** The API under test. */
  baseUrl: string;
  /** Its provider-states URL (POST {state, params, action}), on a separate listener. */
  statesUrl: string;
  world: ProviderWorldControl;
  close(): Promise<void>;
}

export interface ProviderVariant {
  /** A view of the content the app is given (for the negative checks: a field dropped). */
  content?: (content: ContentRepository) => ContentRepository;
  /** Rewrites every JSON answer on its way out (for the negative checks: a field renamed). */
  rewriteJson?: JsonRewrite;
}

type JsonRewrite = (entries: [string, unknown][]) => [string, unknown][];

function listen(handler: http.RequestListener | Express | Server): Promise<{ server: Server; url: string }> {
  const server = handler instanceof http.Server ? handler : http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}

/**
 * The real app from createApp (served as main.ts serves it) on 127.0.0.1 and a free port, its
 * content and providers following the provider state last set up (through `world` or the states
 * URL); a state change forgets the answers the app kept. Leads go to an in-memory store (the SQL
 * store has its own tests in apps/api/test/storage.test.ts), or to one whose database is away.
 */
export async function startProvider(variant: ProviderVariant = {}): Promise<RunningProvider> {
  const answers = answerCache();
  const world = createProviderWorld(undefined, () => answers.clear());
  const app = createApp({
    leads: world.deps.leads,
    subscriptions: world.deps.subscriptions,
    alerts: world.deps.alerts,
    hotListings: world.deps.hotListings,
    cityGuides: world.deps.cityGuides,
    content: variant.content ? variant.content(world.deps.content) : world.deps.content,
    logger: memoryLogger(),
    config: testConfig(),
    // Every verification posts its forms from one address: the lead rate limit (20 a window) is not what the pacts test.
    limiter: slidingWindowLimiter({ max: 10_000, windowMs: 60_000 }),
    answers,
  });
  const api = await listen(createHttpServer(app));
  const front = variant.rewriteJson ? await listen(rewritingProxy(api.url, variant.rewriteJson)) : undefined;
  const states = await listen(express().use(providerStatesRouter(world)));
  return {
    baseUrl: (front ?? api).url,
    statesUrl: `${states.url}/`,
    world,
    close: async () => {
      await Promise.all([api, states, ...(front ? [front] : [])].map(({ server }) => close(server)));
    },
  };
}

/**
 * A server that drifts from the contract: a proxy in front of the app that rewrites each JSON
 * answer's bytes (the app sends kept answers as bytes, so the change has to happen on the wire).
 */
function rewritingProxy(target: string, change: JsonRewrite): http.RequestListener {
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(change(Object.entries(value)).map(([key, v]) => [key, rewrite(v)]));
  };
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'accept-encoding' && name !== 'connection') headers.set(name, value);
      }
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(`${target}${req.url ?? '/'}`, { method: req.method, headers, body })
        .then(async (answer) => {
          const text = await answer.text();
          const json = (answer.headers.get('content-type') ?? '').includes('json');
          const out = json && text !== '' ? JSON.stringify(rewrite(JSON.parse(text))) : text;
          answer.headers.forEach((value, name) => {
            if (!['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'connection'].includes(name)) res.setHeader(name, value);
          });
          res.writeHead(answer.status).end(out);
        })
        .catch((error: unknown) => res.writeHead(502).end(String(error)));
    });
  };
}

/** Renames the field `from` to `to` in every JSON answer, at any depth. */
export const renameJsonField =
  (from: string, to: string): JsonRewrite =>
  (entries) =>
    entries.map(([key, v]) => [key === from ? to : key, v]);

/** Drops the field `name` from every JSON answer, at any depth. */
export const dropJsonField =
  (name: string): JsonRewrite =>
  (entries) =>
    entries.filter(([key]) => key !== name);
