import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('database settings (DATABASE_*)', () => {
  it('default to a 5 s connect timeout, a 10 s statement timeout and 10 connections', () => {
    expect(loadConfig({}).database).toEqual({ connectTimeoutMs: 5000, statementTimeoutMs: 10_000, poolMax: 10 });
  });

  it('take the documented variables', () => {
    const config = loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '1500', DATABASE_STATEMENT_TIMEOUT_MS: '30000', DATABASE_POOL_MAX: '25' });
    expect(config.database).toEqual({ connectTimeoutMs: 1500, statementTimeoutMs: 30_000, poolMax: 25 });
  });

  it.each([
    ['DATABASE_CONNECT_TIMEOUT_MS', '0'],
    ['DATABASE_CONNECT_TIMEOUT_MS', 'soon'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['DATABASE_POOL_MAX', '0'],
  ])('refuse %s=%s with a message naming the variable', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(key);
  });
});

/** The problems loadConfig reports for `env`, or [] when it accepts it. */
function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('the environment', () => {
  it('takes nothing and gives the documented defaults', () => {
    const config = loadConfig({}, '/srv/pcr');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      siteUrl: 'http://127.0.0.1:3000',
      dataDir: '/srv/pcr/data',
      databaseUrl: undefined,
      hotListingsUrl: undefined,
      hotListingsTimeoutMs: 5000,
      cityGuidesUrl: undefined,
      cityGuidesTimeoutMs: 5000,
      reso: undefined,
      retention: { leadMonths: 24, spamDays: 30 },
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      rateLimit: { max: 20, windowMs: 60_000 },
      trustProxy: false,
      ipHashSecret: undefined,
      cspImgSources: [],
      upstreamAnswerTtlMs: 30_000,
      leadWebhook: undefined,
      leadMail: { smtpUrl: undefined, emlDir: '/srv/pcr/data/outbox-mail', notifyTo: { en: ['hello@pacificcrestrealty.example'], es: ['hello@pacificcrestrealty.example'] } },
    });
  });

  it('treats a blank variable as unset', () => {
    expect(loadConfig({ PORT: '  ', LOG_LEVEL: '', SITE_URL: ' ' })).toMatchObject({ port: 3000, logLevel: 'info', siteUrl: 'http://127.0.0.1:3000' });
  });

  it('lists every bad variable in one error: its name, what it must be and what was given', () => {
    const env = {
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      SITE_URL: 'https://www.example.test/shop',
      RATE_LIMIT_MAX: '0',
      MAIL_FROM: 'Leads',
      LEAD_NOTIFY_TO: 'a@agency.example, nobody',
      RESO_MAX_AGE_MS: '1000',
    };
    let thrown: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const problems = [
      'PORT must be an integer from 0 to 65535 (got "eighty")',
      'SITE_URL must be an origin only, without a path, query or credentials (got "https://www.example.test/shop")',
      'LOG_LEVEL must be debug, info, warn or error (got "loud")',
      'RATE_LIMIT_MAX must be an integer from 1 to 1000000 (got "0")',
      'MAIL_FROM must be an e-mail address or "Name <address>" on one line (got "Leads")',
      'LEAD_NOTIFY_TO takes e-mail addresses separated by commas (got "nobody")',
      'RESO_MAX_AGE_MS must be at least RESO_REFRESH_MS',
    ];
    expect((thrown as ConfigError).problems).toEqual(problems);
    expect((thrown as ConfigError).message).toBe(problems.join('\n'));
  });

  it('never repeats a secret: variables that hold credentials are named without their value, URL passwords are masked', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://admin:hunter2@db.internal/pcr',
      SMTP_URL: 'http://leads:hunter2@mail.example',
      LEAD_WEBHOOK_URL: 'hooks.example/hunter2',
      SITE_URL: 'https://admin:hunter2@www.example.test',
    });
    expect(problems).toEqual([
      'SITE_URL must be an origin only, without a path, query or credentials (got "https://***@www.example.test")',
      'DATABASE_URL must be a URL starting with postgres:// or postgresql:// (its value is not shown: it may hold a secret)',
      'LEAD_WEBHOOK_URL must be an https:// URL (http:// only to 127.0.0.1, ::1 or localhost): it receives every lead (a visitor’s name, e-mail, phone and message) (its value is not shown: it may hold a secret)',
      'SMTP_URL must be a URL starting with smtp:// or smtps:// (its value is not shown: it may hold a secret)',
    ]);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it.each([
    [{ PORT: '65536' }, 'PORT must be an integer from 0 to 65535 (got "65536")'],
    [{ PORT: '-1' }, 'PORT must be an integer from 0 to 65535 (got "-1")'],
    [{ HOT_LISTINGS_TIMEOUT_MS: '1.5' }, 'HOT_LISTINGS_TIMEOUT_MS must be an integer from 1 to 120000 (got "1.5")'],
    [{ UPSTREAM_ANSWER_TTL_MS: '3600001' }, 'UPSTREAM_ANSWER_TTL_MS must be an integer from 0 to 3600000 (got "3600001")'],
    [{ SHUTDOWN_TIMEOUT_MS: '1e3' }, 'SHUTDOWN_TIMEOUT_MS must be an integer from 0 to 600000 (got "1e3")'],
    [{ SITE_URL: 'www.example.test' }, 'SITE_URL must be an absolute URL such as https://www.example.com (got "www.example.test")'],
    [{ SITE_URL: 'ftp://www.example.test' }, 'SITE_URL must start with http:// or https:// (got "ftp://www.example.test")'],
    [{ HOT_LISTINGS_URL: 'listings.example' }, 'HOT_LISTINGS_URL must be a URL starting with http:// or https:// (got "listings.example")'],
    [{ CITY_GUIDES_URL: 'ftp://guides.example' }, 'CITY_GUIDES_URL must be a URL starting with http:// or https:// (got "ftp://guides.example")'],
    [{ CSP_IMG_SOURCES: 'https://img.example http://cdn.example' }, 'CSP_IMG_SOURCES takes https:// origins separated by spaces (got "http://cdn.example")'],
    [{ BENCH_WITHOUT: 'page-cache,all' }, 'BENCH_WITHOUT takes page-cache, answer-cache, get-lane separated by commas (got "all")'],
    [{ RESO_PUBLIC_STATUSES: ' , ' }, 'RESO_PUBLIC_STATUSES takes StandardStatus values separated by commas (got ",")'],
    [{ MAIL_FROM: 'Leads <leads@agency.example>\nBcc: x@y.example' }, 'MAIL_FROM must be an e-mail address or "Name <address>" on one line (got "Leads <leads@agency.example>\\nBcc: x@y.example")'],
    [{ LEAD_NOTIFY_TO: ',' }, 'LEAD_NOTIFY_TO takes e-mail addresses separated by commas (got ",")'],
    [{ SITE_EMAIL: 'hello' }, 'SITE_EMAIL must be an e-mail address (got "hello")'],
    [{ SITE_DRE_LICENSE: '1234567' }, 'SITE_DRE_LICENSE must be the agency’s California DRE license number, eight digits (e.g. 01234567) (got "1234567")'],
    [{ RESO_URL: 'https://mls.example/odata', RESO_CLIENT_ID: 'pcr' }, 'RESO_URL needs RESO_TOKEN_URL, RESO_CLIENT_ID and RESO_CLIENT_SECRET (OAuth 2 client credentials)'],
    [{ RESO_OFFICE_ID: 'PCR01' }, 'RESO_OFFICE_ID needs RESO_URL (the MLS whose office it names)'],
    [{ RESO_REFRESH_MS: '600000', RESO_MAX_AGE_MS: '599999' }, 'RESO_MAX_AGE_MS must be at least RESO_REFRESH_MS'],
    [{ LEAD_WEBHOOK_BACKOFF_MS: '5000', LEAD_WEBHOOK_BACKOFF_MAX_MS: '4999' }, 'LEAD_WEBHOOK_BACKOFF_MAX_MS must be at least LEAD_WEBHOOK_BACKOFF_MS'],
  ])('refuses %j', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('gives the e-mails the agency’s DRE license number: SITE_DRE_LICENSE, or the default', () => {
    expect(loadConfig({}).leadMail.identity.dreLicense).toBe('02154879');
    expect(loadConfig({ SITE_DRE_LICENSE: '01234567' }).leadMail.identity.dreLicense).toBe('01234567');
  });

  it('refuses RESO_URL together with HOT_LISTINGS_URL, and takes either alone', () => {
    const mls = { RESO_URL: 'https://mls.example/odata', RESO_TOKEN_URL: 'https://mls.example/token', RESO_CLIENT_ID: 'pcr', RESO_CLIENT_SECRET: 's' };
    expect(problemsOf({ ...mls, HOT_LISTINGS_URL: 'https://listings.example' })).toEqual([
      'Set RESO_URL or HOT_LISTINGS_URL, not both: they are two sources of the hot listings',
    ]);
    expect(problemsOf(mls)).toEqual([]);
    expect(problemsOf({ HOT_LISTINGS_URL: 'https://listings.example' })).toEqual([]);
  });

  it('checks a rule between variables even when another variable is wrong', () => {
    expect(problemsOf({ PORT: 'x', RESO_OFFICE_ID: 'PCR01' })).toEqual([
      'PORT must be an integer from 0 to 65535 (got "x")',
      'RESO_OFFICE_ID needs RESO_URL (the MLS whose office it names)',
    ]);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and with false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a hop count, express’s named ranges, and IP addresses or subnets', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    for (const value of ['loopback', 'linklocal, uniquelocal', 'loopback, 10.0.0.0/8', '203.0.113.7', '::1', 'fd00::/8, 192.168.0.0/16']) {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(value);
    }
  });

  it('refuses true, saying why', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY must not be true: any client could then pick its own IP through X-Forwarded-For and the lead rate limit would be gone; ' +
        'give the number of proxies in front, loopback, or their addresses or subnets (got "true")',
    ]);
  });

  // Issue 45: settings that trust every client, which is what refusing true was for.
  it.each([
    ['0.0.0.0/0,::/0', '0.0.0.0/0, ::/0'],
    ['0.0.0.0/1, 128.0.0.0/1', '0.0.0.0/1, 128.0.0.0/1'],
    ['loopback, 10.0.0.0/7', '10.0.0.0/7'],
    ['::/0', '::/0'],
    ['2000::/3', '2000::/3'],
    ['::ffff:0:0/96', '::ffff:0:0/96'],
  ])('refuses %s, which trusts every client', (value, wide) => {
    expect(problemsOf({ TRUST_PROXY: value })).toEqual([
      `TRUST_PROXY must name proxies, not every client: ${wide} is wider than /8 (IPv4) or /7 (IPv6), so a client in it could pick its own IP (got ${JSON.stringify(value)})`,
    ]);
  });

  it.each(['4', '999'])('refuses a hop count of %s, more than a real deployment has', (value) => {
    expect(problemsOf({ TRUST_PROXY: value })).toEqual([
      `TRUST_PROXY must count at most 3 proxies (a CDN, a load balancer and a reverse proxy): hops past the real ones are written by the client, who could then pick its own IP (got ${JSON.stringify(value)})`,
    ]);
  });

  it('takes the widest private ranges and three hops', () => {
    for (const value of ['3', '10.0.0.0/8', 'fc00::/7', '::ffff:10.0.0.0/104', '172.16.0.0/12']) expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(/^\d+$/.test(value) ? Number(value) : value);
  });

  it.each(['yes', 'proxy.internal', '10.0.0.0/33', '::1/129', '10.0.0', 'loopback,', '1.5', '10.0.0.0/8/8'])('refuses %s', (value) => {
    expect(problemsOf({ TRUST_PROXY: value })).toEqual([
      `TRUST_PROXY must be false, a hop count, or proxies separated by commas: loopback, linklocal, uniquelocal, IP addresses or subnets (10.0.0.0/8) (got ${JSON.stringify(value)})`,
    ]);
  });
});

describe('URLs that receive a secret or personal data', () => {
  const mls = { RESO_URL: 'https://mls.example/odata', RESO_TOKEN_URL: 'https://mls.example/token', RESO_CLIENT_ID: 'pcr', RESO_CLIENT_SECRET: 's' };
  const loopbackOnly = '(http:// only to 127.0.0.1, ::1 or localhost)';

  it.each([
    [{ ...mls, RESO_URL: 'http://mls.example/odata' }, `RESO_URL must be an https:// URL ${loopbackOnly}: it receives the MLS bearer token (got "http://mls.example/odata")`],
    [{ ...mls, RESO_TOKEN_URL: 'http://mls.example/token' }, `RESO_TOKEN_URL must be an https:// URL ${loopbackOnly}: it receives the MLS client secret (got "http://mls.example/token")`],
    [
      { LEAD_WEBHOOK_URL: 'http://crm.example/hooks/leads' },
      `LEAD_WEBHOOK_URL must be an https:// URL ${loopbackOnly}: it receives every lead (a visitor’s name, e-mail, phone and message) (its value is not shown: it may hold a secret)`,
    ],
    [
      { SMTP_URL: 'smtp://leads:hunter2@mail.example:587' },
      'SMTP_URL carries a password, so it must start with smtps:// or end with ?requireTLS=true (plain smtp:// only to 127.0.0.1, ::1 or localhost) (its value is not shown: it may hold a secret)',
    ],
  ])('refuse plain http or smtp over the network: %j', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('take https, smtps, STARTTLS required, and plain connections to this machine', () => {
    for (const host of ['127.0.0.1:8080', '[::1]:8080', 'localhost:8080']) {
      expect(problemsOf({ ...mls, RESO_URL: `http://${host}/odata`, RESO_TOKEN_URL: `http://${host}/token` })).toEqual([]);
      expect(problemsOf({ LEAD_WEBHOOK_URL: `http://${host}/hooks`, LEAD_WEBHOOK_SECRET: 's' })).toEqual([]);
      expect(problemsOf({ SMTP_URL: `smtp://leads:pw@${host}` })).toEqual([]);
    }
    expect(problemsOf({ ...mls, LEAD_WEBHOOK_URL: 'https://crm.example/hooks' })).toEqual([]);
    expect(problemsOf({ SMTP_URL: 'smtps://leads:pw@mail.example:465' })).toEqual([]);
    expect(problemsOf({ SMTP_URL: 'smtp://leads:pw@mail.example:587?requireTLS=true' })).toEqual([]);
  });

  it('leave http to the providers that are sent nothing secret, and smtp:// without a password', () => {
    expect(problemsOf({ HOT_LISTINGS_URL: 'http://listings.internal/hot', CITY_GUIDES_URL: 'http://guides.internal' })).toEqual([]);
    expect(problemsOf({ SMTP_URL: 'smtp://relay.internal:25' })).toEqual([]);
  });
});
