import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSiteIdentity, type SiteIdentity } from '@pcr/contracts';
import { isLogLevel, type LogLevel } from './logger.js';
import { pgTimeoutDefaults, type PgTimeouts } from './storage/pg-client.js';

/** The monorepo root, found from this file so it does not depend on the working directory. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
/** The compiled server (`npm run build`), as `npm run serve` runs it: `node dist/main.js`. */
export const builtServerEntry = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** What the express app needs (everything else is injected as a dependency). */
export interface AppConfig {
  /** Built web app (index.html + assets). Need not exist: then a "run the build" page answers. */
  webDist: string;
  /**
   * The web app's server renderer (`vite build --ssr`: entry-server.js). Need not exist: pages are
   * then answered with the browser-only shell.
   */
  webSsrDist: string;
  /** Content images served under /images. */
  imagesDir: string;
  /** Sliding window per client IP on the POST endpoints. */
  rateLimit: { max: number; windowMs: number };
  /** Express "trust proxy" setting: which X-Forwarded-For hops to believe for the client IP. */
  trustProxy: boolean | number | string;
  /** Secret for hashing client IPs stored with leads; without it no IP is stored. */
  ipHashSecret: string | undefined;
  /** Extra image sources allowed by the CSP (e.g. the listing provider's image CDN). */
  cspImgSources: string[];
  /**
   * The site's public origin (SITE_URL: http(s), no path, no trailing slash), for absolute URLs
   * (sitemap, robots.txt, canonical links). Default: where the server listens.
   */
  siteUrl: string;
  /** How long an answer of the hot-listing or city-guide provider is served again before asking it anew. */
  upstreamAnswerTtlMs: number;
}

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Pool size and the waits on PostgreSQL before a request answers 503 (DATABASE_*). */
  database: PgTimeouts;
  hotListingsUrl: string | undefined;
  hotListingsTimeoutMs: number;
  cityGuidesUrl: string | undefined;
  cityGuidesTimeoutMs: number;
  /** Hot listings from an MLS over the RESO Web API (decision 0018); undefined: bundled or HOT_LISTINGS_URL. */
  reso: ResoConfig | undefined;
  /** The privacy policy's retention periods, applied by the server daily (0: off). */
  retention: { leadMonths: number; spamDays: number };
  logLevel: LogLevel;
  shutdownTimeoutMs: number;
  /** New-lead notifications (LEAD_WEBHOOK_URL); undefined: none are queued. */
  leadWebhook: LeadWebhookConfig | undefined;
  /** Lead e-mails (decision 0016): always on; over SMTP_URL, or as .eml files without it. */
  leadMail: LeadMailConfig;
}

export interface ResoConfig {
  /** The OData service root (RESO_URL); listings are `{serviceUrl}/Property`. */
  serviceUrl: string;
  /** OAuth 2 client-credentials grant. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** StandardStatus values shown on the site, as the server spells them (RESO_PUBLIC_STATUSES). */
  publicStatuses: string[];
  /** Listings asked for ($top) and pages followed at most. */
  maxListings: number;
  maxPages: number;
  /** Each MLS request (token, page) may take this long (HOT_LISTINGS_TIMEOUT_MS). */
  timeoutMs: number;
  /** An answer younger than this is served without asking the MLS (RESO_REFRESH_MS). */
  refreshMs: number;
  /** When the MLS fails, the last good answer is served until it is this old (RESO_MAX_AGE_MS); then 502. */
  maxAgeMs: number;
  /** The MLS's disclaimer shown under its listings (RESO_DISCLAIMER). */
  disclaimer: string;
  /** https origins of the MLS's photos (RESO_MEDIA_ORIGINS), added to the CSP's img-src. */
  mediaOrigins: string[];
  /** The agency's office (RESO_OFFICE_ID, the MLS's ListOfficeMlsId): its listings become /properties; undefined: the bundled ones. */
  officeId: string | undefined;
}

export const resoDefaults = {
  publicStatuses: ['Active', 'Coming Soon'],
  maxListings: 24,
  maxPages: 5,
  refreshMs: 5 * 60_000,
  // CRMLS and most California MLSs want IDX data refreshed at least every 12 hours.
  maxAgeMs: 12 * 3_600_000,
  disclaimer:
    'Listing information is provided by the multiple listing service for consumers\' personal, non-commercial use and may not be used for any purpose other than to identify prospective properties consumers may be interested in purchasing. It is deemed reliable but is not guaranteed; buyers should verify all information.',
} as const;

export interface LeadMailConfig {
  /** smtp:// or smtps:// URL of the server that sends the e-mails; undefined: each is written as an .eml file. */
  smtpUrl: string | undefined;
  /** Folder of the .eml files when there is no SMTP_URL (DATA_DIR/outbox-mail). */
  emlDir: string;
  /** The From of every e-mail (MAIL_FROM): "Name <address>" or an address. */
  from: string;
  /** The agency's addresses that get each lead (LEAD_NOTIFY_TO, comma-separated), one e-mail each. */
  notifyTo: string[];
  /** Brand, phone and address shown in the e-mails. */
  identity: SiteIdentity;
  /** The site's public origin, for links in the e-mails (SITE_URL). */
  siteUrl: string;
  /** One SMTP attempt (connect, greeting, each command) may take this long. */
  timeoutMs: number;
  maxAttempts: number;
  backoffMs: number;
  backoffMaxMs: number;
}

export const leadMailDefaults = { timeoutMs: 20_000, maxAttempts: 10, backoffMs: 10_000, backoffMaxMs: 30 * 60_000 } as const;

export interface LeadWebhookConfig {
  /** Receives each stored lead (not spam) as a JSON POST. */
  url: string;
  /** One attempt (connect, send, response) may take this long. */
  timeoutMs: number;
  /** Attempts per lead before giving up (the lead stays stored either way). */
  maxAttempts: number;
  /** Wait after the first failed attempt; doubled after each further one, up to backoffMaxMs, with jitter. */
  backoffMs: number;
  backoffMaxMs: number;
  /** When set, each delivery carries `X-Signature-256: sha256=<HMAC-SHA256 of the body>`. */
  secret: string | undefined;
}

export const leadWebhookDefaults = {
  timeoutMs: 10_000,
  maxAttempts: 10,
  backoffMs: 10_000,
  backoffMaxMs: 30 * 60_000,
} as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const text = (env: Env, key: string): string | undefined => {
  const value = env[key]?.trim();
  return value ? value : undefined;
};

function integer(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = text(env, key);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(`${key} must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function httpUrl(env: Env, key: string, protocols: string[]): string | undefined {
  const raw = text(env, key);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${key} must be a URL`);
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(`${key} must start with ${protocols.join(' or ')}//`);
  return raw;
}

/**
 * SITE_URL: an absolute http(s) origin ("https://www.example.com"; one trailing slash is
 * dropped). A path, query, fragment or credentials would make every absolute URL built from it
 * wrong, so they are refused rather than silently cut off.
 */
function siteUrl(env: Env, host: string, port: number): string {
  const raw = text(env, 'SITE_URL');
  if (raw === undefined) return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`SITE_URL must be an absolute URL such as https://www.example.com (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`SITE_URL must start with http:// or https:// (got "${raw}")`);
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '' || /[?#]/.test(raw)) {
    throw new ConfigError(`SITE_URL must be an origin only, without a path, query or credentials (got "${raw}")`);
  }
  return url.origin;
}

/** "true"/"false", a hop count, or express's named values ("loopback", a subnet list...). */
function trustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

function leadWebhook(env: Env): LeadWebhookConfig | undefined {
  const url = httpUrl(env, 'LEAD_WEBHOOK_URL', ['http:', 'https:']);
  if (url === undefined) return undefined;
  const backoffMs = integer(env, 'LEAD_WEBHOOK_BACKOFF_MS', leadWebhookDefaults.backoffMs, 1, 86_400_000);
  const backoffMaxMs = integer(env, 'LEAD_WEBHOOK_BACKOFF_MAX_MS', leadWebhookDefaults.backoffMaxMs, 1, 7 * 86_400_000);
  if (backoffMaxMs < backoffMs) throw new ConfigError('LEAD_WEBHOOK_BACKOFF_MAX_MS must be at least LEAD_WEBHOOK_BACKOFF_MS');
  return {
    url,
    timeoutMs: integer(env, 'LEAD_WEBHOOK_TIMEOUT_MS', leadWebhookDefaults.timeoutMs, 1, 300_000),
    maxAttempts: integer(env, 'LEAD_WEBHOOK_MAX_ATTEMPTS', leadWebhookDefaults.maxAttempts, 1, 1000),
    backoffMs,
    backoffMaxMs,
    secret: text(env, 'LEAD_WEBHOOK_SECRET'),
  };
}

/** One address, with nothing that could end a header line. */
const MAILBOX = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

function mailFrom(env: Env, identity: SiteIdentity): string {
  const raw = text(env, 'MAIL_FROM');
  if (raw === undefined) return `${identity.brand} <${identity.email}>`;
  const address = /<([^<>]*)>$/.exec(raw)?.[1] ?? raw;
  if (/[\r\n]/.test(raw) || !MAILBOX.test(address)) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address or "Name <address>" on one line (got "${raw}")`);
  }
  return raw;
}

function leadMail(env: Env, dataDir: string, siteUrl: string): LeadMailConfig {
  const identity = resolveSiteIdentity(env);
  const smtpUrl = httpUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const notifyTo = [...new Set((text(env, 'LEAD_NOTIFY_TO') ?? identity.email).split(',').map((address) => address.trim()).filter(Boolean))];
  for (const address of notifyTo) {
    if (!MAILBOX.test(address)) throw new ConfigError(`LEAD_NOTIFY_TO takes e-mail addresses separated by commas (got "${address}")`);
  }
  return {
    smtpUrl,
    emlDir: path.join(dataDir, 'outbox-mail'),
    from: mailFrom(env, identity),
    notifyTo,
    identity,
    siteUrl,
    ...leadMailDefaults,
  };
}

/** https origins (optionally `https://*.domain`) as the CSP takes them; `key` names the variable in errors. */
function imageOrigins(env: Env, key: string): string[] {
  const sources = (text(env, key) ?? '').split(/[\s,]+/).filter(Boolean);
  for (const source of sources) {
    if (!/^https:\/\/[A-Za-z0-9.*-]+(:\d+)?$/.test(source)) {
      throw new ConfigError(`${key} takes https:// origins separated by spaces (got "${source}")`);
    }
  }
  return sources;
}

/** RESO_OFFICE_ID: an MLS office id, quoted into an OData filter, so letters, digits and a few marks only. */
function officeId(env: Env): string | undefined {
  const id = text(env, 'RESO_OFFICE_ID');
  if (id !== undefined && !/^[A-Za-z0-9._-]{1,50}$/.test(id)) throw new ConfigError('RESO_OFFICE_ID must be the MLS office id (letters, digits, ".", "_" or "-", at most 50)');
  return id;
}

/** RESO_URL turns the MLS feed on; its credentials are then required, and HOT_LISTINGS_URL must be unset. */
function reso(env: Env, timeoutMs: number): ResoConfig | undefined {
  const serviceUrl = httpUrl(env, 'RESO_URL', ['http:', 'https:']);
  if (serviceUrl === undefined) {
    if (text(env, 'RESO_OFFICE_ID') !== undefined) throw new ConfigError('RESO_OFFICE_ID needs RESO_URL (the MLS whose office it names)');
    return undefined;
  }
  if (text(env, 'HOT_LISTINGS_URL') !== undefined) throw new ConfigError('Set RESO_URL or HOT_LISTINGS_URL, not both: they are two sources of the hot listings');
  const tokenUrl = httpUrl(env, 'RESO_TOKEN_URL', ['http:', 'https:']);
  const clientId = text(env, 'RESO_CLIENT_ID');
  const clientSecret = text(env, 'RESO_CLIENT_SECRET');
  if (tokenUrl === undefined || clientId === undefined || clientSecret === undefined) {
    throw new ConfigError('RESO_URL needs RESO_TOKEN_URL, RESO_CLIENT_ID and RESO_CLIENT_SECRET (OAuth 2 client credentials)');
  }
  const statuses = text(env, 'RESO_PUBLIC_STATUSES')?.split(',').map((status) => status.trim()).filter(Boolean);
  if (statuses?.length === 0) throw new ConfigError('RESO_PUBLIC_STATUSES takes StandardStatus values separated by commas');
  const refreshMs = integer(env, 'RESO_REFRESH_MS', resoDefaults.refreshMs, 0, 86_400_000);
  const maxAgeMs = integer(env, 'RESO_MAX_AGE_MS', resoDefaults.maxAgeMs, 0, 7 * 86_400_000);
  if (maxAgeMs < refreshMs) throw new ConfigError('RESO_MAX_AGE_MS must be at least RESO_REFRESH_MS');
  const serviceOrigin = new URL(serviceUrl);
  const mediaOrigins = text(env, 'RESO_MEDIA_ORIGINS') === undefined ? (serviceOrigin.protocol === 'https:' ? [serviceOrigin.origin] : []) : imageOrigins(env, 'RESO_MEDIA_ORIGINS');
  return {
    serviceUrl,
    tokenUrl,
    clientId,
    clientSecret,
    publicStatuses: statuses ?? [...resoDefaults.publicStatuses],
    maxListings: integer(env, 'RESO_MAX_LISTINGS', resoDefaults.maxListings, 1, 200),
    maxPages: integer(env, 'RESO_MAX_PAGES', resoDefaults.maxPages, 1, 50),
    timeoutMs,
    refreshMs,
    maxAgeMs,
    disclaimer: text(env, 'RESO_DISCLAIMER') ?? resoDefaults.disclaimer,
    mediaOrigins,
    officeId: officeId(env),
  };
}

export const appConfigDefaults: AppConfig = {
  webDist: path.join(repoRoot, 'apps/web/dist'),
  webSsrDist: path.join(repoRoot, 'apps/web/dist-server'),
  imagesDir: path.join(repoRoot, 'packages/content/public/images'),
  rateLimit: { max: 20, windowMs: 60_000 },
  trustProxy: false,
  ipHashSecret: undefined,
  cspImgSources: [],
  siteUrl: 'http://127.0.0.1:3000',
  upstreamAnswerTtlMs: 30_000,
};

/** Reads and checks the environment once at start; a bad value stops the start with a clear message. */
export function loadConfig(env: Env, cwd = process.cwd()): ServerConfig {
  const level = text(env, 'LOG_LEVEL') ?? 'info';
  if (!isLogLevel(level)) throw new ConfigError(`LOG_LEVEL must be debug, info, warn or error (got "${level}")`);
  const webDist = text(env, 'WEB_DIST');
  const webSsrDist = text(env, 'WEB_SSR_DIST');
  const hotListingsTimeoutMs = integer(env, 'HOT_LISTINGS_TIMEOUT_MS', 5000, 1, 120_000);
  const resoConfig = reso(env, hotListingsTimeoutMs);
  // The MLS's photo servers join the CSP's image sources, or the browser would block its photos.
  const cspImgSources = [...new Set([...imageOrigins(env, 'CSP_IMG_SOURCES'), ...(resoConfig?.mediaOrigins ?? [])])];
  const port = integer(env, 'PORT', 3000, 0, 65_535);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(cwd, text(env, 'DATA_DIR') ?? './data');
  const origin = siteUrl(env, host, port);
  return {
    port,
    host,
    dataDir,
    databaseUrl: httpUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    database: {
      connectTimeoutMs: integer(env, 'DATABASE_CONNECT_TIMEOUT_MS', pgTimeoutDefaults.connectTimeoutMs, 100, 120_000),
      statementTimeoutMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', pgTimeoutDefaults.statementTimeoutMs, 100, 600_000),
      poolMax: integer(env, 'DATABASE_POOL_MAX', pgTimeoutDefaults.poolMax, 1, 1000),
    },
    hotListingsUrl: httpUrl(env, 'HOT_LISTINGS_URL', ['http:', 'https:']),
    hotListingsTimeoutMs,
    reso: resoConfig,
    cityGuidesUrl: httpUrl(env, 'CITY_GUIDES_URL', ['http:', 'https:']),
    cityGuidesTimeoutMs: integer(env, 'CITY_GUIDES_TIMEOUT_MS', 5000, 1, 120_000),
    retention: {
      leadMonths: integer(env, 'LEAD_RETENTION_MONTHS', 24, 0, 1200),
      spamDays: integer(env, 'SPAM_RETENTION_DAYS', 30, 0, 36_500),
    },
    logLevel: level,
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    webDist: webDist ? path.resolve(cwd, webDist) : appConfigDefaults.webDist,
    webSsrDist: webSsrDist ? path.resolve(cwd, webSsrDist) : appConfigDefaults.webSsrDist,
    imagesDir: appConfigDefaults.imagesDir,
    rateLimit: {
      max: integer(env, 'RATE_LIMIT_MAX', appConfigDefaults.rateLimit.max, 1, 1_000_000),
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', appConfigDefaults.rateLimit.windowMs, 1, 86_400_000),
    },
    trustProxy: trustProxy(text(env, 'TRUST_PROXY')),
    ipHashSecret: text(env, 'IP_HASH_SECRET'),
    cspImgSources,
    siteUrl: origin,
    upstreamAnswerTtlMs: integer(env, 'UPSTREAM_ANSWER_TTL_MS', appConfigDefaults.upstreamAnswerTtlMs, 0, 3_600_000),
    leadWebhook: leadWebhook(env),
    leadMail: leadMail(env, dataDir, origin),
  };
}
