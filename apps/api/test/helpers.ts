import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { hotListings } from '@pcr/content';
import { expect, inject } from 'vitest';
import { createApp, createHttpServer, type AppDeps } from '../src/app.js';
import { appConfigDefaults, builtServerEntry, type AppConfig } from '../src/config.js';
import { fixtureContentRepository } from '../src/content-repository.js';
import { bundledCityGuides } from '../src/city-guides/bundled-provider.js';
import { bundledProvider } from '../src/hot-listings/bundled-provider.js';
import { memoryLogger } from '../src/logger.js';
import { sqlLeadStore, type LeadStore, type NewLead, type StoredLead } from '../src/storage/lead-store.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { validate, type StandardSchema } from '../src/standard-schema.js';

export type TestLogger = ReturnType<typeof memoryLogger>;

export interface RunningApp {
  baseUrl: string;
  logger: TestLogger;
  server: Server;
  close(): Promise<void>;
}

/** A folder under the OS temp dir, removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `pcr-api-${prefix}-`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A DATA_DIR holding an initialised, empty PGlite database (a copy of the global setup's template,
 * which saves initdb's seconds), removed by the returned function.
 */
export function pgliteDataDir(prefix: string): { dir: string; remove: () => void } {
  const folder = tempDir(prefix);
  const template = inject('pgliteTemplate');
  if (template) fs.cpSync(template, folder.dir, { recursive: true });
  return folder;
}

/** The compiled server, which process tests run as `npm run serve` does; built by `npm run build` (the test command builds first). */
export function requireBuiltServer(): string {
  if (!fs.existsSync(builtServerEntry)) throw new Error(`${builtServerEntry} is missing: run \`npm run build\` first (the API runs compiled).`);
  return builtServerEntry;
}

/**
 * The web app as `npm run build` built it (the test command builds first): for tests of the pages and
 * the sitemap, which the web app's route table makes.
 */
export function builtWebConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const entry = path.join(appConfigDefaults.webSsrDist, 'entry-server.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first (pages and the sitemap come from the built web app).`);
  return testConfig({ webDist: appConfigDefaults.webDist, webSsrDist: appConfigDefaults.webSsrDist, ...overrides });
}

/** A folder that does not exist: the app then answers the "run the build" page. */
export const NO_WEB_DIST = path.join(os.tmpdir(), 'pcr-api-no-web-dist-here');

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...appConfigDefaults, webDist: NO_WEB_DIST, webSsrDist: NO_WEB_DIST, ...overrides };
}

/** Leads in memory, for tests whose subject is not storage (the SQL store has its own tests). */
export function memoryLeadStore(): LeadStore & { leads: StoredLead[] } {
  const leads: StoredLead[] = [];
  return {
    leads,
    async create(lead: NewLead) {
      const stored = { ...lead, id: crypto.randomUUID(), createdAt: new Date() };
      leads.push(stored);
      return { id: stored.id, receivedAt: stored.createdAt.toISOString() };
    },
    async list(query = {}) {
      return leads.filter((l) => (query.includeSpam || !l.isSpam) && (!query.since || l.createdAt >= query.since));
    },
  };
}

/** The real app on 127.0.0.1 and a free port; every dependency can be replaced. */
export async function startApp(overrides: Partial<Omit<AppDeps, 'logger'>> = {}): Promise<RunningApp> {
  const logger = memoryLogger();
  const content = overrides.content ?? fixtureContentRepository();
  const config = overrides.config ?? testConfig();
  const app = createApp({
    leads: overrides.leads ?? memoryLeadStore(),
    hotListings: overrides.hotListings ?? bundledProvider(hotListings),
    cityGuides: overrides.cityGuides ?? bundledCityGuides(content),
    content,
    config,
    logger,
    ...(overrides.unsubscribe ? { unsubscribe: overrides.unsubscribe } : {}),
    ...(overrides.subscriptions ? { subscriptions: overrides.subscriptions } : {}),
    ...(overrides.alerts ? { alerts: overrides.alerts } : {}),
    ...(overrides.limiter ? { limiter: overrides.limiter } : {}),
    ...(overrides.answers ? { answers: overrides.answers } : {}),
    ...(overrides.buyerSearches ? { buyerSearches: overrides.buyerSearches } : {}),
    ...(overrides.tourDesk ? { tourDesk: overrides.tourDesk } : {}),
    ...(overrides.citiesBundled !== undefined ? { citiesBundled: overrides.citiesBundled } : {}),
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = createHttpServer(app, { siteUrl: config.siteUrl });
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    logger,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Asserts that data satisfies a contract schema, with the issues in the failure message. */
export function expectValid<T>(schema: StandardSchema<T>, data: unknown): T {
  const result = validate(schema, data);
  if (!result.ok) expect.fail(`does not match the contract: ${JSON.stringify(result.issues.slice(0, 3), null, 1)}`);
  return result.value;
}

export function postJson(baseUrl: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(baseUrl + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * Stores three subscribers in a migrated database, for the retention tests: old@example.com last
 * heard from 25 months ago, bot@spam.example flagged as spam 31 days ago, and recent@example.com.
 * The default periods (24 months, 30 days) delete the first two and keep the third.
 */
export async function storeLeadsOfEveryAge(db: SqlClient): Promise<ReturnType<typeof sqlLeadStore>> {
  const store = sqlLeadStore(db);
  const old = await store.create(subscriberLead('old@example.com'));
  const oldSpam = await store.create(subscriberLead('bot@spam.example', { isSpam: true }));
  await store.create(subscriberLead('recent@example.com'));
  await db.query(`UPDATE leads SET created_at = now() - interval '25 months' WHERE id = $1`, [old.id]);
  await db.query(`UPDATE leads SET created_at = now() - interval '31 days' WHERE id = $1`, [oldSpam.id]);
  // Subscribers who confirmed their address when they subscribed (double opt-in): only the retention periods apply to them.
  await db.query(`UPDATE leads SET confirmed_at = created_at WHERE NOT is_spam`);
  return store;
}

/** A subscription as the store receives it, for storage tests (overrides make each one distinct). */
export function subscriberLead(email: string, overrides: Partial<NewLead> = {}): NewLead {
  return {
    kind: 'subscribe',
    form: null,
    name: 'Sam Lee',
    email,
    phone: null,
    address: null,
    message: null,
    propertyInterest: null,
    howDidYouHear: null,
    interest: 'Market updates',
    page: null,
    language: 'en',
    isSpam: false,
    sourceIpHash: null,
    userAgent: null,
    ...overrides,
  };
}
