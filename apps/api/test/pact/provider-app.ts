import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express, type RequestHandler } from 'express';
import { createApp } from '../../src/app.js';
import type { ContentRepository } from '../../src/content-repository.js';
import { memoryLogger } from '../../src/logger.js';
import { memoryLeadStore, testConfig } from '../helpers.js';
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
  /** Middleware in front of the app (for the negative checks: a response rewritten). */
  before?: RequestHandler;
}

async function listen(app: Express): Promise<{ server: Server; url: string }> {
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}

/**
 * The real app from createApp on 127.0.0.1 and a free port, its content and hot-listing provider
 * following the provider state last set up (through `world` or the states URL). Leads go to an
 * in-memory store (the SQL store has its own tests in apps/api/test/storage.test.ts).
 */
export async function startProvider(variant: ProviderVariant = {}): Promise<RunningProvider> {
  const world = createProviderWorld();
  const app = createApp({
    leads: memoryLeadStore(),
    hotListings: world.deps.hotListings,
    cityGuides: world.deps.cityGuides,
    content: variant.content ? variant.content(world.deps.content) : world.deps.content,
    logger: memoryLogger(),
    config: testConfig(),
  });
  let served: Express = app;
  if (variant.before) {
    served = express();
    served.use(variant.before, app);
  }
  const api = await listen(served);
  const states = await listen(express().use(providerStatesRouter(world)));
  return {
    baseUrl: api.url,
    statesUrl: `${states.url}/`,
    world,
    close: async () => {
      await Promise.all([close(api.server), close(states.server)]);
    },
  };
}

/** Rewrites every JSON answer of the app with `change` applied to each object at any depth. */
function rewriteJson(change: (entries: [string, unknown][]) => [string, unknown][]): RequestHandler {
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(change(Object.entries(value)).map(([key, v]) => [key, rewrite(v)]));
  };
  return (_req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => json(rewrite(body));
    next();
  };
}

/** Renames the field `from` to `to` in every JSON answer, at any depth. */
export const renameJsonField = (from: string, to: string) => rewriteJson((entries) => entries.map(([key, v]) => [key === from ? to : key, v]));

/** Drops the field `name` from every JSON answer, at any depth. */
export const dropJsonField = (name: string) => rewriteJson((entries) => entries.filter(([key]) => key !== name));
