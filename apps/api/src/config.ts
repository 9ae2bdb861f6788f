import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DRE_LICENSE_PATTERN, resolveSiteIdentity, type SiteIdentity } from '@pcr/contracts';
import * as v from 'valibot';
import { isLogLevel, LOG_LEVELS, type LogLevel } from './logger.js';
import { pgTimeoutDefaults, type PgTimeouts } from './storage/pg-client.js';
import type { AgencyRecipients } from './storage/lead-mail-outbox.js';

/** The monorepo root, found from this file so it does not depend on the working directory. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
/** The compiled server (`npm run build`), as `npm run serve` runs it: `node dist/main.js`. */
export const builtServerEntry = fileURLToPath(new URL('../dist/main.js', import.meta.url));
/** The empty PGlite database `npm run build` makes, which a first start copies (decision 0044). */
export const pgliteTemplateDir = fileURLToPath(new URL('../dist/pglite-template/', import.meta.url));

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
  /** Express "trust proxy" setting: which X-Forwarded-For hops to believe for the client IP (never all). */
  trustProxy: false | number | string;
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
  /** Caches turned off, for `bench:ssr` and `bench:api` to measure what each pays (BENCH_WITHOUT); never in production. */
  benchWithout: readonly BenchSwitch[];
}

/** What BENCH_WITHOUT may turn off: the page cache, the kept API answers, the lane that sends them before Express. */
export const BENCH_SWITCHES = ['page-cache', 'answer-cache', 'get-lane'] as const;
export type BenchSwitch = (typeof BENCH_SWITCHES)[number];

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
  /** Leads sent to Follow Up Boss (FOLLOW_UP_BOSS_API_KEY, decision 0057); undefined: none are queued. */
  followUpBoss: FollowUpBossConfig | undefined;
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
  /**
   * The agency's addresses that get each lead, one e-mail each, by the lead's language: LEAD_NOTIFY_TO
   * (comma-separated), and for Spanish leads LEAD_NOTIFY_TO_ES, the agents who speak it, when set
   * (decision 0033).
   */
  notifyTo: AgencyRecipients;
  /**
   * LEAD_COPY_TO (comma-separated, default SITE_EMAIL): a lead assigned to an agent (issue 47, section 3)
   * notifies that agent, and these addresses get a copy.
   */
  copyTo?: readonly string[];
  /** Brand, phone and address shown in the e-mails. */
  identity: SiteIdentity;
  /** The site's public origin, for links in the e-mails (SITE_URL). */
  siteUrl: string;
  /** Each step of an SMTP attempt (connect, greeting, each command) may take this long. */
  timeoutMs: number;
  /**
   * One attempt as a whole (connect and send) may take this long: a server that trickles its
   * answers never trips the per-step timeouts, and must not hold the batch forever.
   */
  attemptTimeoutMs: number;
  maxAttempts: number;
  backoffMs: number;
  backoffMaxMs: number;
}

export const leadMailDefaults = { timeoutMs: 20_000, attemptTimeoutMs: 60_000, maxAttempts: 10, backoffMs: 10_000, backoffMaxMs: 30 * 60_000 } as const;

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

/** Follow Up Boss's events API (decision 0057): where, as whom, and the outbox's retry policy. */
export interface FollowUpBossConfig {
  /** The API key (Basic auth user, empty password): the key of the user the leads come in as. */
  apiKey: string;
  /** The API's origin (FOLLOW_UP_BOSS_URL); events are POSTed to `{url}/v1/events`. */
  url: string;
  /** X-System and the events' `system` (FOLLOW_UP_BOSS_SYSTEM): the system as registered, or the brand. */
  system: string;
  /** X-System-Key (FOLLOW_UP_BOSS_SYSTEM_KEY), given when the system is registered. */
  systemKey: string | undefined;
  /** The events' `source`: the site's host name (SITE_URL's), the lead source the CRM routes by. */
  source: string;
  /** The site's public origin (SITE_URL), for the links to its listings and searches. */
  siteUrl: string;
  /** One attempt (connect, send, answer) may take this long. */
  timeoutMs: number;
  maxAttempts: number;
  backoffMs: number;
  backoffMaxMs: number;
}

/** The webhook's retry policy (decision 0016); a 429 waits at least its Retry-After. */
export const followUpBossDefaults = {
  url: 'https://api.followupboss.com',
  timeoutMs: 10_000,
  maxAttempts: 10,
  backoffMs: 10_000,
  backoffMaxMs: 30 * 60_000,
} as const;

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
  benchWithout: [],
};

/**
 * The environment was not usable: `problems` has one line per bad variable or broken rule, each
 * naming the variable, what it must be and what was given (secrets are never repeated).
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
  readonly problems: readonly string[];
  constructor(problems: string | readonly string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(list.join('\n'));
    this.problems = list;
  }
}

type Env = Record<string, string | undefined>;

/** Variables whose value is, or may contain, a credential: a problem with them names them, never their value. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'RESO_CLIENT_SECRET',
  'LEAD_WEBHOOK_URL',
  'LEAD_WEBHOOK_SECRET',
  'IP_HASH_SECRET',
  'FOLLOW_UP_BOSS_API_KEY',
  'FOLLOW_UP_BOSS_SYSTEM_KEY',
]);

/** A variable as the process has it: trimmed; unset, empty and blank all mean "use the default". */
const Variable = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value): string | undefined => value.trim() || undefined),
);

/** A check of a set variable: `problem` says what the value must be, or nothing when it is right. */
function rule(problem: (value: string) => string | undefined) {
  return v.rawCheck<string | undefined>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value === undefined) return;
    const message = problem(dataset.value);
    if (message !== undefined) addIssue({ message });
  });
}

/** A list variable split by `separator`; a bad item is reported as the value given; `empty`: why no item is wrong. */
function list(separator: RegExp, problem: (item: string) => string | undefined, empty?: string) {
  const items = (value: string) => value.split(separator).map((item) => item.trim()).filter(Boolean);
  return v.pipe(
    Variable,
    rule((value) => (items(value).length === 0 ? empty : undefined)),
    v.transform((value) => (value === undefined ? undefined : items(value))),
    v.rawCheck<string[] | undefined>(({ dataset, addIssue }) => {
      for (const item of dataset.typed ? (dataset.value ?? []) : []) {
        const message = problem(item);
        if (message !== undefined) addIssue({ message, input: item });
      }
    }),
  );
}

function integer(fallback: number, min: number, max: number) {
  return v.pipe(
    Variable,
    rule((raw) => (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? undefined : `must be an integer from ${min} to ${max}`)),
    v.transform((raw) => (raw === undefined ? fallback : Number(raw))),
  );
}

function parsedUrl(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/** An absolute URL with one of `protocols` ("http:"…). */
function url(protocols: readonly string[]) {
  const what = `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`;
  return v.pipe(Variable, rule((raw) => (protocols.includes(parsedUrl(raw)?.protocol ?? '') ? undefined : what)));
}

/** This machine: plain connections to it never cross a network (the tests' servers listen here). */
const isLoopback = (url: URL) => ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);

/**
 * A URL that receives a secret or personal data (`what`): https only, since anyone on the way could
 * read a plain http request; http only to this machine.
 */
function secureUrl(what: string) {
  return v.pipe(
    Variable,
    rule((raw) => {
      const url = parsedUrl(raw);
      if (url?.protocol === 'https:' || (url?.protocol === 'http:' && isLoopback(url))) return undefined;
      return `must be an https:// URL (http:// only to 127.0.0.1, ::1 or localhost): it receives ${what}`;
    }),
  );
}

/**
 * SMTP_URL: a password crosses the network in clear over smtp:// unless TLS is required, so with
 * credentials it is smtps://, smtp:// with `?requireTLS=true` (STARTTLS, what port-587-only
 * providers need), or a server on this machine.
 */
function smtpUrlProblem(raw: string): string | undefined {
  const url = parsedUrl(raw);
  if (url?.protocol !== 'smtp:' && url?.protocol !== 'smtps:') return 'must be a URL starting with smtp:// or smtps://';
  const credentials = url.username !== '' || url.password !== '';
  if (credentials && url.protocol === 'smtp:' && url.searchParams.get('requireTLS') !== 'true' && !isLoopback(url)) {
    return 'carries a password, so it must start with smtps:// or end with ?requireTLS=true (plain smtp:// only to 127.0.0.1, ::1 or localhost)';
  }
  return undefined;
}

/**
 * SITE_URL: an absolute http(s) origin ("https://www.example.com"; one trailing slash is
 * dropped). A path, query, fragment or credentials would make every absolute URL built from it
 * wrong, so they are refused rather than silently cut off.
 */
function siteUrlProblem(raw: string): string | undefined {
  const url = parsedUrl(raw);
  if (!url) return 'must be an absolute URL such as https://www.example.com';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must start with http:// or https://';
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '' || /[?#]/.test(raw)) {
    return 'must be an origin only, without a path, query or credentials';
  }
  return undefined;
}

const FOLLOW_UP_BOSS_PROBLEMS = {
  insecureUrl: 'must be an https:// URL (http:// only to 127.0.0.1, ::1 or localhost): it gets the API key and leads',
  notOrigin: 'must be the API’s origin only (https://api.followupboss.com), without a path, query or credentials',
  apiKey: 'must be the API key (Admin → API in Follow Up Boss), without spaces or colons',
  system: 'must be the name the system was registered under, at most 100 printable ASCII characters',
  systemKey: 'must be the system key Follow Up Boss gave, printable ASCII',
};

/**
 * FOLLOW_UP_BOSS_URL: the API's origin, https (it receives the API key and every lead; http only to
 * this machine), without a path (`/v1/events` is added), query or credentials.
 */
function followUpBossUrlProblem(raw: string): string | undefined {
  const url = parsedUrl(raw);
  const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && isLoopback(url));
  if (!url || !secure) return FOLLOW_UP_BOSS_PROBLEMS.insecureUrl;
  const extra = url.pathname !== '/' || url.search !== '' || url.hash !== '' || /[?#]/.test(raw);
  if (extra || url.username !== '' || url.password !== '') return FOLLOW_UP_BOSS_PROBLEMS.notOrigin;
  return undefined;
}

/** What goes into a header line: printable ASCII (the Basic user may not hold a colon). */
const HEADER_TEXT = /^[\x20-\x7e]+$/;

/** One address, with nothing that could end a header line. */
const MAILBOX = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

const mailFromProblem = (raw: string) => {
  const address = /<([^<>]*)>$/.exec(raw)?.[1] ?? raw;
  return /[\r\n]/.test(raw) || !MAILBOX.test(address) ? 'must be an e-mail address or "Name <address>" on one line' : undefined;
};

/** https origins (optionally `https://*.domain`) as the CSP takes them. */
const originProblem = (source: string) => (/^https:\/\/[A-Za-z0-9.*-]+(:\d+)?$/.test(source) ? undefined : 'takes https:// origins separated by spaces');

/** express's named ranges (proxy-addr) a TRUST_PROXY list may use. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * The most proxies a real deployment puts in front of the server: a CDN, a load balancer and a
 * reverse proxy. A count past them trusts hops the client wrote itself (issue 45).
 */
export const MAX_TRUSTED_HOPS = 3;
/**
 * The widest subnets a proxy list may name: 10.0.0.0/8 and fc00::/7 are the widest private ranges.
 * Anything wider (0.0.0.0/0, ::/0, a pair of /1s) trusts clients, not proxies; an IPv4-mapped
 * IPv6 subnet (::ffff:0:0/96) counts as the IPv4 one it maps.
 */
const MIN_PREFIX = { 4: 8, 6: 7 } as const;
const IPV4_MAPPED = /^::ffff:/i;

/** A subnet that takes in more than any network of proxies: the entry's problem, if so. */
function tooWide(entry: string): boolean {
  const [address = '', prefix] = entry.split('/');
  if (prefix === undefined) return false;
  const family = isIP(address) as 4 | 6;
  if (family === 6 && IPV4_MAPPED.test(address)) return Number(prefix) < 96 + MIN_PREFIX[4];
  return Number(prefix) < MIN_PREFIX[family];
}

/** An IP address, or a subnet as address/prefix length. */
function isAddressOrSubnet(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: which X-Forwarded-For hops to believe. `true` would believe every hop, so any client
 * could name its own IP and escape the lead rate limit: only a hop count or the proxies' addresses.
 */
function trustProxyProblem(raw: string): string | undefined {
  if (raw === 'true') {
    return (
      'must not be true: any client could then pick its own IP through X-Forwarded-For and the lead rate limit would be gone; ' +
      'give the number of proxies in front, loopback, or their addresses or subnets'
    );
  }
  if (raw === 'false') return undefined;
  if (/^\d+$/.test(raw)) {
    return Number(raw) <= MAX_TRUSTED_HOPS
      ? undefined
      : `must count at most ${MAX_TRUSTED_HOPS} proxies (a CDN, a load balancer and a reverse proxy): hops past the real ones are written by the client, who could then pick its own IP`;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  if (!entries.every((entry) => PROXY_RANGES.includes(entry) || isAddressOrSubnet(entry))) {
    return 'must be false, a hop count, or proxies separated by commas: loopback, linklocal, uniquelocal, IP addresses or subnets (10.0.0.0/8)';
  }
  const wide = entries.filter(tooWide);
  return wide.length === 0
    ? undefined
    : `must name proxies, not every client: ${wide.join(', ')} is wider than /${MIN_PREFIX[4]} (IPv4) or /${MIN_PREFIX[6]} (IPv6), so a client in it could pick its own IP`;
}

/** Off, a hop count, or the comma-separated list express takes as it is. */
function trustProxy(raw: string | undefined): false | number | string {
  if (raw === undefined || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

const NOTIFY_TO = 'takes e-mail addresses separated by commas';

const LOG_LEVEL_NAMES = `${LOG_LEVELS.slice(0, -1).join(', ')} or ${LOG_LEVELS.at(-1)}`;

/**
 * Every variable the server reads, each checked on its own and turned into its value (defaults
 * included); unknown variables are ignored. Rules between variables follow the object.
 */
const EnvironmentFields = v.object({
  PORT: integer(3000, 0, 65_535),
  HOST: Variable,
  SITE_URL: v.pipe(Variable, rule(siteUrlProblem)),
  DATA_DIR: Variable,
  LOG_LEVEL: v.pipe(
    Variable,
    rule((raw) => (isLogLevel(raw) ? undefined : `must be ${LOG_LEVEL_NAMES}`)),
    v.transform((raw) => (raw ?? 'info') as LogLevel),
  ),
  SHUTDOWN_TIMEOUT_MS: integer(10_000, 0, 600_000),
  WEB_DIST: Variable,
  WEB_SSR_DIST: Variable,

  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATABASE_CONNECT_TIMEOUT_MS: integer(pgTimeoutDefaults.connectTimeoutMs, 100, 120_000),
  DATABASE_STATEMENT_TIMEOUT_MS: integer(pgTimeoutDefaults.statementTimeoutMs, 100, 600_000),
  DATABASE_POOL_MAX: integer(pgTimeoutDefaults.poolMax, 1, 1000),

  HOT_LISTINGS_URL: url(['http:', 'https:']),
  HOT_LISTINGS_TIMEOUT_MS: integer(5000, 1, 120_000),
  CITY_GUIDES_URL: url(['http:', 'https:']),
  CITY_GUIDES_TIMEOUT_MS: integer(5000, 1, 120_000),
  UPSTREAM_ANSWER_TTL_MS: integer(appConfigDefaults.upstreamAnswerTtlMs, 0, 3_600_000),

  RESO_URL: secureUrl('the MLS bearer token'),
  RESO_TOKEN_URL: secureUrl('the MLS client secret'),
  RESO_CLIENT_ID: Variable,
  RESO_CLIENT_SECRET: Variable,
  RESO_PUBLIC_STATUSES: list(/,/, () => undefined, 'takes StandardStatus values separated by commas'),
  RESO_MAX_LISTINGS: integer(resoDefaults.maxListings, 1, 200),
  RESO_MAX_PAGES: integer(resoDefaults.maxPages, 1, 50),
  RESO_REFRESH_MS: integer(resoDefaults.refreshMs, 0, 86_400_000),
  RESO_MAX_AGE_MS: integer(resoDefaults.maxAgeMs, 0, 7 * 86_400_000),
  RESO_DISCLAIMER: Variable,
  RESO_MEDIA_ORIGINS: list(/[\s,]+/, originProblem),
  // Quoted into an OData filter: letters, digits and a few marks only.
  RESO_OFFICE_ID: v.pipe(
    Variable,
    rule((raw) => (/^[A-Za-z0-9._-]{1,50}$/.test(raw) ? undefined : 'must be the MLS office id (letters, digits, ".", "_" or "-", at most 50)')),
  ),

  RATE_LIMIT_MAX: integer(appConfigDefaults.rateLimit.max, 1, 1_000_000),
  RATE_LIMIT_WINDOW_MS: integer(appConfigDefaults.rateLimit.windowMs, 1, 86_400_000),
  TRUST_PROXY: v.pipe(Variable, rule(trustProxyProblem), v.transform(trustProxy)),
  IP_HASH_SECRET: Variable,
  CSP_IMG_SOURCES: list(/[\s,]+/, originProblem),
  LEAD_RETENTION_MONTHS: integer(24, 0, 1200),
  SPAM_RETENTION_DAYS: integer(30, 0, 36_500),

  LEAD_WEBHOOK_URL: secureUrl('every lead (a visitor’s name, e-mail, phone and message)'),
  LEAD_WEBHOOK_TIMEOUT_MS: integer(leadWebhookDefaults.timeoutMs, 1, 300_000),
  LEAD_WEBHOOK_MAX_ATTEMPTS: integer(leadWebhookDefaults.maxAttempts, 1, 1000),
  LEAD_WEBHOOK_BACKOFF_MS: integer(leadWebhookDefaults.backoffMs, 1, 86_400_000),
  LEAD_WEBHOOK_BACKOFF_MAX_MS: integer(leadWebhookDefaults.backoffMaxMs, 1, 7 * 86_400_000),
  LEAD_WEBHOOK_SECRET: Variable,

  FOLLOW_UP_BOSS_API_KEY: v.pipe(
    Variable,
    rule((raw) => (HEADER_TEXT.test(raw) && !/[\s:]/.test(raw) ? undefined : FOLLOW_UP_BOSS_PROBLEMS.apiKey)),
  ),
  FOLLOW_UP_BOSS_URL: v.pipe(Variable, rule(followUpBossUrlProblem)),
  FOLLOW_UP_BOSS_TIMEOUT_MS: integer(followUpBossDefaults.timeoutMs, 1, 300_000),
  FOLLOW_UP_BOSS_SYSTEM: v.pipe(
    Variable,
    rule((raw) => (HEADER_TEXT.test(raw) && raw.length <= 100 ? undefined : FOLLOW_UP_BOSS_PROBLEMS.system)),
  ),
  FOLLOW_UP_BOSS_SYSTEM_KEY: v.pipe(
    Variable,
    rule((raw) => (HEADER_TEXT.test(raw) ? undefined : FOLLOW_UP_BOSS_PROBLEMS.systemKey)),
  ),

  SMTP_URL: v.pipe(Variable, rule(smtpUrlProblem)),
  MAIL_FROM: v.pipe(Variable, rule(mailFromProblem)),
  LEAD_NOTIFY_TO: list(/,/, (address) => (MAILBOX.test(address) ? undefined : NOTIFY_TO), NOTIFY_TO),
  LEAD_NOTIFY_TO_ES: list(/,/, (address) => (MAILBOX.test(address) ? undefined : NOTIFY_TO), NOTIFY_TO),
  LEAD_COPY_TO: list(/,/, (address) => (MAILBOX.test(address) ? undefined : NOTIFY_TO), NOTIFY_TO),
  // The site identity's address (contracts/src/site.ts): the default MAIL_FROM and LEAD_NOTIFY_TO.
  SITE_EMAIL: v.pipe(Variable, rule((raw) => (MAILBOX.test(raw) ? undefined : 'must be an e-mail address'))),
  // The agency's license number, in the footer of every e-mail the server sends (and of every page).
  SITE_DRE_LICENSE: v.pipe(Variable, rule((raw) => (DRE_LICENSE_PATTERN.test(raw) ? undefined : 'must be the agency’s California DRE license number, eight digits (e.g. 01234567)'))),
  BENCH_WITHOUT: list(/,/, (item) => ((BENCH_SWITCHES as readonly string[]).includes(item) ? undefined : `takes ${BENCH_SWITCHES.join(', ')} separated by commas`)),
});

type Environment = v.InferOutput<typeof EnvironmentFields>;

/** A rule between variables, checked once each of them is valid on its own, reported under the first. */
function between<const K extends keyof Environment>(keys: readonly [K, ...K[]], holds: (env: Pick<Environment, K>) => boolean, message: string) {
  // partialCheck runs even when other variables failed: every broken rule is reported with them.
  const check = v.partialCheck(keys.map((key) => [key]) as [[K]], (env) => holds(env as unknown as Pick<Environment, K>), message);
  return v.forward(check as unknown as v.BaseValidation<Environment, Environment, v.BaseIssue<unknown>>, [keys[0]] as [K]);
}

/** The whole environment: the variables, then the rules between them (decision 0029). */
export const EnvironmentSchema = v.pipe(
  EnvironmentFields,
  // RESO_URL turns the MLS feed on; its credentials are then required, and HOT_LISTINGS_URL must be unset.
  between(
    ['RESO_URL', 'RESO_TOKEN_URL', 'RESO_CLIENT_ID', 'RESO_CLIENT_SECRET'],
    (env) => env.RESO_URL === undefined || (env.RESO_TOKEN_URL !== undefined && env.RESO_CLIENT_ID !== undefined && env.RESO_CLIENT_SECRET !== undefined),
    'RESO_URL needs RESO_TOKEN_URL, RESO_CLIENT_ID and RESO_CLIENT_SECRET (OAuth 2 client credentials)',
  ),
  between(
    ['RESO_URL', 'HOT_LISTINGS_URL'],
    (env) => env.RESO_URL === undefined || env.HOT_LISTINGS_URL === undefined,
    'Set RESO_URL or HOT_LISTINGS_URL, not both: they are two sources of the hot listings',
  ),
  between(['RESO_OFFICE_ID', 'RESO_URL'], (env) => env.RESO_OFFICE_ID === undefined || env.RESO_URL !== undefined, 'RESO_OFFICE_ID needs RESO_URL (the MLS whose office it names)'),
  between(['RESO_MAX_AGE_MS', 'RESO_REFRESH_MS'], (env) => env.RESO_MAX_AGE_MS >= env.RESO_REFRESH_MS, 'RESO_MAX_AGE_MS must be at least RESO_REFRESH_MS'),
  between(
    ['FOLLOW_UP_BOSS_URL', 'FOLLOW_UP_BOSS_SYSTEM', 'FOLLOW_UP_BOSS_SYSTEM_KEY', 'FOLLOW_UP_BOSS_API_KEY'],
    (env) => {
      const { FOLLOW_UP_BOSS_URL: url, FOLLOW_UP_BOSS_SYSTEM: system, FOLLOW_UP_BOSS_SYSTEM_KEY: systemKey } = env;
      return env.FOLLOW_UP_BOSS_API_KEY !== undefined || (url ?? system ?? systemKey) === undefined;
    },
    'FOLLOW_UP_BOSS_URL, FOLLOW_UP_BOSS_SYSTEM and FOLLOW_UP_BOSS_SYSTEM_KEY need FOLLOW_UP_BOSS_API_KEY ' +
      '(without it no lead goes to Follow Up Boss)',
  ),
  between(
    ['FOLLOW_UP_BOSS_SYSTEM_KEY', 'FOLLOW_UP_BOSS_SYSTEM'],
    (env) => env.FOLLOW_UP_BOSS_SYSTEM_KEY === undefined || env.FOLLOW_UP_BOSS_SYSTEM !== undefined,
    'FOLLOW_UP_BOSS_SYSTEM_KEY needs FOLLOW_UP_BOSS_SYSTEM, the name the system was registered under',
  ),
  between(
    ['LEAD_WEBHOOK_BACKOFF_MAX_MS', 'LEAD_WEBHOOK_BACKOFF_MS'],
    (env) => env.LEAD_WEBHOOK_BACKOFF_MAX_MS >= env.LEAD_WEBHOOK_BACKOFF_MS,
    'LEAD_WEBHOOK_BACKOFF_MAX_MS must be at least LEAD_WEBHOOK_BACKOFF_MS',
  ),
);

/** What was given, for a problem's line: never a secret, never a URL's password, on one line. */
function given(name: string, input: unknown): string {
  if (SECRET_VARIABLES.has(name)) return 'its value is not shown: it may hold a secret';
  const text = String(input).replace(/^([A-Za-z][A-Za-z0-9+.-]*:\/\/)[^/?#@]*@/, '$1***@');
  return `got ${JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}…` : text)}`;
}

/** One line per issue: rules between variables say it all; a variable's own problem gets its name and what was given. */
function problemOf(issue: v.BaseIssue<unknown>): string {
  const name = String(issue.path?.[0]?.key ?? 'environment');
  if (issue.type === 'partial_check') return issue.message;
  return `${name} ${issue.message} (${given(name, issue.input)})`;
}

/** Each language's addresses, each once; Spanish leads go where the others do unless LEAD_NOTIFY_TO_ES says otherwise. */
function agencyRecipients(all: readonly string[], spanish: readonly string[] | undefined): AgencyRecipients {
  const en = [...new Set(all)];
  return { en, es: spanish ? [...new Set(spanish)] : en };
}

function leadMail(env: Environment, dataDir: string, siteUrl: string, rawEnv: Env): LeadMailConfig {
  const identity = resolveSiteIdentity(rawEnv);
  return {
    smtpUrl: env.SMTP_URL,
    emlDir: path.join(dataDir, 'outbox-mail'),
    from: env.MAIL_FROM ?? `${identity.brand} <${identity.email}>`,
    notifyTo: agencyRecipients(env.LEAD_NOTIFY_TO ?? [identity.email], env.LEAD_NOTIFY_TO_ES),
    copyTo: [...new Set(env.LEAD_COPY_TO ?? [identity.email])],
    identity,
    siteUrl,
    ...leadMailDefaults,
  };
}

function reso(env: Environment): ResoConfig | undefined {
  const { RESO_URL: serviceUrl, RESO_TOKEN_URL: tokenUrl, RESO_CLIENT_ID: clientId, RESO_CLIENT_SECRET: clientSecret } = env;
  // The schema's rules make the three credentials present whenever RESO_URL is.
  if (serviceUrl === undefined || tokenUrl === undefined || clientId === undefined || clientSecret === undefined) return undefined;
  const serviceOrigin = new URL(serviceUrl);
  return {
    serviceUrl,
    tokenUrl,
    clientId,
    clientSecret,
    publicStatuses: env.RESO_PUBLIC_STATUSES ?? [...resoDefaults.publicStatuses],
    maxListings: env.RESO_MAX_LISTINGS,
    maxPages: env.RESO_MAX_PAGES,
    timeoutMs: env.HOT_LISTINGS_TIMEOUT_MS,
    refreshMs: env.RESO_REFRESH_MS,
    maxAgeMs: env.RESO_MAX_AGE_MS,
    disclaimer: env.RESO_DISCLAIMER ?? resoDefaults.disclaimer,
    mediaOrigins: env.RESO_MEDIA_ORIGINS ?? (serviceOrigin.protocol === 'https:' ? [serviceOrigin.origin] : []),
    officeId: env.RESO_OFFICE_ID,
  };
}

function leadWebhook(env: Environment): LeadWebhookConfig | undefined {
  if (env.LEAD_WEBHOOK_URL === undefined) return undefined;
  return {
    url: env.LEAD_WEBHOOK_URL,
    timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS,
    maxAttempts: env.LEAD_WEBHOOK_MAX_ATTEMPTS,
    backoffMs: env.LEAD_WEBHOOK_BACKOFF_MS,
    backoffMaxMs: env.LEAD_WEBHOOK_BACKOFF_MAX_MS,
    secret: env.LEAD_WEBHOOK_SECRET,
  };
}

function followUpBoss(env: Environment, siteUrl: string, brand: string): FollowUpBossConfig | undefined {
  if (env.FOLLOW_UP_BOSS_API_KEY === undefined) return undefined;
  return {
    apiKey: env.FOLLOW_UP_BOSS_API_KEY,
    url: env.FOLLOW_UP_BOSS_URL ? new URL(env.FOLLOW_UP_BOSS_URL).origin : followUpBossDefaults.url,
    // The brand goes into a header line: what is not printable ASCII is left out of it.
    system: env.FOLLOW_UP_BOSS_SYSTEM ?? (brand.replace(/[^\x20-\x7e]/g, '').trim() || 'Website'),
    systemKey: env.FOLLOW_UP_BOSS_SYSTEM_KEY,
    source: new URL(siteUrl).hostname,
    siteUrl,
    timeoutMs: env.FOLLOW_UP_BOSS_TIMEOUT_MS,
    maxAttempts: followUpBossDefaults.maxAttempts,
    backoffMs: followUpBossDefaults.backoffMs,
    backoffMaxMs: followUpBossDefaults.backoffMaxMs,
  };
}

/**
 * Reads and checks the environment once at start; a bad value stops the start with a message that
 * lists every problem at once.
 */
export function loadConfig(rawEnv: Env, cwd = process.cwd()): ServerConfig {
  const parsed = v.safeParse(EnvironmentSchema, rawEnv, { abortEarly: false });
  if (!parsed.success) throw new ConfigError(parsed.issues.map(problemOf));
  const env = parsed.output;
  const resoConfig = reso(env);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? './data');
  const siteUrl = env.SITE_URL ? new URL(env.SITE_URL).origin : `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`;
  const mail = leadMail(env, dataDir, siteUrl, rawEnv);
  return {
    port: env.PORT,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    database: {
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      poolMax: env.DATABASE_POOL_MAX,
    },
    hotListingsUrl: env.HOT_LISTINGS_URL,
    hotListingsTimeoutMs: env.HOT_LISTINGS_TIMEOUT_MS,
    reso: resoConfig,
    cityGuidesUrl: env.CITY_GUIDES_URL,
    cityGuidesTimeoutMs: env.CITY_GUIDES_TIMEOUT_MS,
    retention: { leadMonths: env.LEAD_RETENTION_MONTHS, spamDays: env.SPAM_RETENTION_DAYS },
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    webDist: env.WEB_DIST ? path.resolve(cwd, env.WEB_DIST) : appConfigDefaults.webDist,
    webSsrDist: env.WEB_SSR_DIST ? path.resolve(cwd, env.WEB_SSR_DIST) : appConfigDefaults.webSsrDist,
    imagesDir: appConfigDefaults.imagesDir,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
    trustProxy: env.TRUST_PROXY,
    ipHashSecret: env.IP_HASH_SECRET,
    // The MLS's photo servers join the CSP's image sources, or the browser would block its photos.
    cspImgSources: [...new Set([...(env.CSP_IMG_SOURCES ?? []), ...(resoConfig?.mediaOrigins ?? [])])],
    siteUrl,
    upstreamAnswerTtlMs: env.UPSTREAM_ANSWER_TTL_MS,
    benchWithout: (env.BENCH_WITHOUT ?? []) as BenchSwitch[],
    leadWebhook: leadWebhook(env),
    leadMail: mail,
    followUpBoss: followUpBoss(env, siteUrl, mail.identity.brand),
  };
}
