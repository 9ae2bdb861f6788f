import { agents, cities, leadRouting } from '@pcr/content';
import type { LeadFormFields } from '@pcr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, migrationsDir } from '../src/config.js';
import { fixtureContentRepository } from '../src/content-repository.js';
import { leadRouter } from '../src/lead-routing.js';
import { leadsCsv } from '../src/leads-csv.js';
import { silentLogger } from '../src/logger.js';
import { smtpTransport, startLeadMailDispatcher } from '../src/notifications/lead-mail.js';
import { startLeadWebhookDispatcher } from '../src/notifications/lead-webhook.js';
import { subscriptionLinks, unsubscribeSecret } from '../src/notifications/unsubscribe.js';
import { sqlLeadMailOutbox } from '../src/storage/lead-mail-outbox.js';
import { sqlLeadOutbox } from '../src/storage/lead-outbox.js';
import { sqlLeadStore, type NewLead } from '../src/storage/lead-store.js';
import { openPgClient } from '../src/storage/pg-client.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { pgliteDataDir, postJson, startApp, testConfig, type RunningApp } from './helpers.js';
import { postgresSchema, type PostgresSchema } from './postgres.js';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.js';
import { startWebhookReceiver, waitFor, type WebhookReceiver } from './webhook-receiver.js';

/**
 * Each contact's and seller's lead goes to one agent (issue 47, section 3), by the content's routing
 * file: over real HTTP, stored in PGlite, e-mailed over real SMTP and posted to a real webhook; the turns
 * on one PostgreSQL shared by two instances (two connection pools) and kept across a restart.
 */

const content = fixtureContentRepository();
const router = () => leadRouter(leadRouting, agents, cities, (id) => content.property(id)?.agent.slug);

describe('the routing file, checked at start', () => {
  it('the content’s file passes; an unknown agent or city refuses the start, naming each', () => {
    expect(router).not.toThrow();
    const broken = {
      takesLeads: ['daniel-okafor', 'sofia-alvares'],
      cities: {
        'kenji-watanabe': ['irvine', 'long-beach'],
        'no-such-agent': ['tustin'],
      },
    };
    let error: unknown;
    try {
      leadRouter(broken, agents, cities, () => undefined);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'lead routing: takesLeads names no agent of the team: "sofia-alvares"',
      'lead routing: "kenji-watanabe" serves no city of the site: "long-beach"',
      'lead routing: cities names no agent of the team: "no-such-agent"',
    ]);
  });
});

describe('a lead sent from an agent’s own page', () => {
  const lead = (page: string, language: 'en' | 'es'): LeadFormFields => ({
    kind: 'contact',
    form: 'short',
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    phone: '(949) 555-0100',
    address: null,
    message: null,
    propertyInterest: null,
    howDidYouHear: null,
    interest: null,
    page,
    language,
  });
  const agentOf = (page: string, language: 'en' | 'es') => {
    const route = router()(lead(page, language));
    return route?.kind === 'agent' ? route.agent.slug : route?.pool;
  };

  it('goes to that agent, before the language and the turns; an unknown page to the turns', () => {
    expect(agentOf('/team/kenji-watanabe', 'en')).toBe('kenji-watanabe');
    // The visitor chose Kenji on the Spanish page: Kenji, not the Spanish speakers' turn.
    expect(agentOf('/es/team/kenji-watanabe', 'es')).toBe('kenji-watanabe');
    // The founder takes no turns, but a visitor who writes to her on her page reaches her.
    expect(agentOf('/team/margaret-ellison/', 'en')).toBe('margaret-ellison');
    expect(agentOf('/team/no-such-agent', 'en')).toBe('all');
    expect(agentOf('/es/team/no-such-agent', 'es')).toBe('language:es');
    expect(agentOf('/team', 'en')).toBe('all');
  });
});

const contact = (email: string, page: string) => ({
  name: 'Ana Ruiz',
  email,
  phone: '(949) 555-0100',
  page,
});
const seller = (email: string, city: string) => ({
  street: '31 Quail Ridge',
  city,
  zip: '92620',
  propertyType: 'single-family',
  bedrooms: 4,
  bathrooms: 2.5,
  livingArea: 2800,
  condition: 'needs-updates',
  timeline: 'within-3-months',
  name: 'Harold Finch',
  email,
  phone: '(949) 555-0177',
  consent: true,
  page: '/sell',
});

describe('leads to agents over HTTP (PGlite, real SMTP, real webhook)', () => {
  const folder = pgliteDataDir('routing');
  let db: SqlClient;
  let smtp: SmtpReceiver;
  let webhook: WebhookReceiver;
  let app: RunningApp;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    db = await openPgliteClient(folder.dir);
    await migrate(db, migrationsDir, silentLogger);
    smtp = await startSmtpReceiver();
    webhook = await startWebhookReceiver();
    const config = loadConfig({
      SMTP_URL: smtp.url,
      LEAD_WEBHOOK_URL: webhook.url,
      LEAD_NOTIFY_TO: 'desk@pacificcrest.example',
      LEAD_NOTIFY_TO_ES: 'escritorio@pacificcrest.example',
      LEAD_COPY_TO: 'inbox@pacificcrest.example',
      SITE_URL: 'https://www.pacificcrest.example',
    });
    const { leadMail, leadWebhook } = config;
    const secret = await unsubscribeSecret(db);
    const transport = smtpTransport(leadMail.smtpUrl!, leadMail.timeoutMs);
    const fast = { idlePollMs: 100, stopGraceMs: 100 };
    const mailer = startLeadMailDispatcher(
      sqlLeadMailOutbox(db),
      leadMail,
      transport,
      subscriptionLinks(secret, leadMail.siteUrl),
      silentLogger,
      fast,
    );
    const notifier = startLeadWebhookDispatcher(sqlLeadOutbox(db), leadWebhook!, silentLogger, fast);
    stops.push(async () => {
      await Promise.all([mailer.stop(), notifier.stop()]);
      transport.close();
    });
    app = await startApp({
      leads: sqlLeadStore(db, {
        outbox: true,
        mail: { notifyTo: leadMail.notifyTo, copyTo: leadMail.copyTo },
        route: router(),
        onQueued: () => {
          mailer.wake();
          notifier.wake();
        },
      }),
      config: testConfig({ rateLimit: { max: 1000, windowMs: 60_000 } }),
    });
  });
  afterAll(async () => {
    await app?.close();
    for (const stop of stops) await stop();
    await smtp?.close();
    await webhook?.close();
    await db?.close();
    folder.remove();
  });

  /** Sends one lead and resolves to its id. */
  const send = async (path: string, body: unknown) => {
    const res = await postJson(app.baseUrl, path, body);
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  it('follows the rules in order, takes turns within each pool, and says so in the CSV, the webhook and the e-mails', async () => {
    // Rule 1: the Spanish page of a home Hannah Nguyen lists goes to her, although she speaks no Spanish.
    await send('/api/contact', contact('home@example.com', '/es/properties/pcr-1005'));
    // Rule 2: Spanish pages, in turn to the agents who take leads and speak Spanish.
    await send('/api/contact', contact('es1@example.com', '/es/contact'));
    await send('/api/contact', contact('es2@example.com', '/es'));
    await send('/api/contact', contact('es3@example.com', '/es/contact'));
    // Rule 3: a seller in Irvine (served by Kenji alone); in Huntington Beach (Marcus, then Hannah).
    await send('/api/sell', seller('irvine@example.com', 'irvine'));
    await send('/api/sell', seller('hb1@example.com', 'huntington-beach'));
    await send('/api/sell', seller('hb2@example.com', 'huntington-beach'));
    // Rule 4: everyone else, in turn among the six who take leads, a full cycle and one more.
    for (let i = 1; i <= 7; i++) await send('/api/contact', contact(`rr${i}@example.com`, '/contact'));
    // A subscription is nobody's lead.
    await send('/api/subscribe', {
      name: 'Theo Lindqvist',
      email: 'theo@example.com',
      interest: 'Market updates',
      page: '/',
    });

    const assigned = Object.fromEntries((await sqlLeadStore(db).list()).map((lead) => [lead.email, lead.assignedAgent?.slug ?? null]));
    expect(assigned).toEqual({
      'home@example.com': 'hannah-nguyen',
      'es1@example.com': 'sofia-alvarez',
      'es2@example.com': 'luis-castillo',
      'es3@example.com': 'sofia-alvarez',
      'irvine@example.com': 'kenji-watanabe',
      'hb1@example.com': 'marcus-bell',
      'hb2@example.com': 'hannah-nguyen',
      'rr1@example.com': 'daniel-okafor',
      'rr2@example.com': 'sofia-alvarez',
      'rr3@example.com': 'kenji-watanabe',
      'rr4@example.com': 'marcus-bell',
      'rr5@example.com': 'hannah-nguyen',
      'rr6@example.com': 'luis-castillo',
      'rr7@example.com': 'daniel-okafor',
      'theo@example.com': null,
    });

    // The export's last column.
    const csv = leadsCsv(await sqlLeadStore(db).list()).split('\r\n');
    expect(csv[0]).toMatch(/,spam,unsubscribed,confirmed,assigned_agent$/);
    expect(csv.find((row) => row.includes('home@example.com'))).toMatch(/,\/es\/properties\/pcr-1005,es,no,no,,hannah-nguyen$/);
    expect(csv.find((row) => row.includes('theo@example.com'))).toMatch(/,\/,en,no,no,no,$/);

    // The webhook's payload: the agent as assigned, or null.
    await waitFor('15 webhook deliveries', () => webhook.accepted().length === 15);
    const payloads = webhook.accepted().map(
      (request) =>
        (
          JSON.parse(request.body) as {
            lead: { email: string; assignedAgent: unknown };
          }
        ).lead,
    );
    expect(payloads.find((lead) => lead.email === 'irvine@example.com')?.assignedAgent).toEqual({
      slug: 'kenji-watanabe',
      name: 'Kenji Watanabe',
      email: 'kenji@pacificcrestrealty.example',
    });
    expect(payloads.find((lead) => lead.email === 'theo@example.com')?.assignedAgent).toBeNull();

    // E-mails: 14 agents' notifications, 14 copies to LEAD_COPY_TO, one to the desk (LEAD_NOTIFY_TO) for the
    // subscription, and 15 visitor e-mails.
    await waitFor('44 e-mails', () => smtp.accepted.length === 44);
    const to = (address: string) => smtp.accepted.filter((m) => m.envelopeTo.includes(address)).map((m) => m.mail);
    expect(
      to('kenji@pacificcrestrealty.example')
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['New contact request from Ana Ruiz', 'New seller lead: 4 bd single-family home in Irvine']);
    expect(to('inbox@pacificcrest.example')).toHaveLength(14);
    expect(to('desk@pacificcrest.example').map((m) => m.subject)).toEqual(['New subscriber: Theo Lindqvist']);
    expect(to('escritorio@pacificcrest.example')).toEqual([]);
    const [hannahsSpanishLead] = to('hannah@pacificcrestrealty.example').filter((m) => m.subject?.includes('prefers Spanish'));
    expect(hannahsSpanishLead?.replyTo?.value).toEqual([{ name: 'Ana Ruiz', address: 'home@example.com' }]);

    // The visitor's confirmation names the agent, in the page's language.
    expect(to('rr1@example.com')[0]?.text).toContain('Daniel Okafor will reply within 24 hours.');
    expect(to('es1@example.com')[0]?.text).toContain('Sofia Alvarez le responderá en menos de 24 horas.');
    expect(to('irvine@example.com')[0]?.text).toContain(
      'Kenji Watanabe, an agent who knows your area, is preparing a comparative market analysis (CMA) of your home',
    );
  });
});

describe('round-robin on one PostgreSQL, shared by two instances and kept across a restart', () => {
  let schema: PostgresSchema;
  const clients: SqlClient[] = [];
  beforeAll(async () => {
    schema = await postgresSchema();
  });
  afterAll(async () => {
    for (const client of clients) await client.close();
    await schema?.drop();
  });
  const instance = async () => {
    const client = openPgClient(schema.url, silentLogger);
    clients.push(client);
    await migrate(client, migrationsDir, silentLogger);
    return sqlLeadStore(client, { route: router() });
  };
  const lead = (email: string): NewLead => ({
    kind: 'contact',
    form: 'short',
    name: 'Ana Ruiz',
    email,
    phone: '(949) 555-0100',
    address: null,
    message: null,
    propertyInterest: null,
    howDidYouHear: null,
    interest: null,
    page: '/contact',
    language: 'en',
    isSpam: false,
    sourceIpHash: null,
    userAgent: null,
  });

  it('alternating leads between the two take the six agents in turn, none twice in a row, none skipped', async () => {
    const [a, b] = [await instance(), await instance()];
    for (let i = 1; i <= 8; i++) await (i % 2 ? a : b).create(lead(`alt${i}@example.com`));
    // At once from both: the rotation's row lock hands out one turn at a time.
    await Promise.all([9, 10, 11, 12].map((i) => (i % 2 ? a : b).create(lead(`alt${i}@example.com`))));
    // A restart: a new instance continues the count.
    const restarted = await instance();
    await restarted.create(lead('alt13@example.com'));
    const order = (await restarted.list()).map((stored) => [stored.email, stored.assignedAgent?.slug]);
    expect(order.slice(0, 8)).toEqual([
      ['alt1@example.com', 'daniel-okafor'],
      ['alt2@example.com', 'sofia-alvarez'],
      ['alt3@example.com', 'kenji-watanabe'],
      ['alt4@example.com', 'marcus-bell'],
      ['alt5@example.com', 'hannah-nguyen'],
      ['alt6@example.com', 'luis-castillo'],
      ['alt7@example.com', 'daniel-okafor'],
      ['alt8@example.com', 'sofia-alvarez'],
    ]);
    // The four sent at once took the next four turns, whichever order they committed in.
    expect(
      order
        .slice(8, 12)
        .map(([, slug]) => slug)
        .sort(),
    ).toEqual(['hannah-nguyen', 'kenji-watanabe', 'luis-castillo', 'marcus-bell']);
    expect(order[12]).toEqual(['alt13@example.com', 'daniel-okafor']);
    expect(await clients[0]!.query('SELECT pool, turns::int AS turns FROM lead_rotation')).toEqual([{ pool: 'all', turns: 13 }]);
  });

  it('with nobody taking leads, a lead is nobody’s and goes to LEAD_NOTIFY_TO, a Spanish one to LEAD_NOTIFY_TO_ES', async () => {
    const client = openPgClient(schema.url, silentLogger);
    clients.push(client);
    const store = sqlLeadStore(client, {
      route: leadRouter({ takesLeads: [], cities: {} }, agents, cities, () => undefined),
      mail: {
        notifyTo: {
          en: ['desk@pacificcrest.example'],
          es: ['escritorio@pacificcrest.example'],
        },
        copyTo: ['inbox@pacificcrest.example'],
      },
    });
    const english = await store.create(lead('nobody-en@example.com'));
    const spanish = await store.create({
      ...lead('nobody-es@example.com'),
      page: '/es/contact',
      language: 'es',
    });
    const rows = await client.query<{
      lead_id: string;
      recipient: string;
      assigned_agent: unknown;
    }>(
      `SELECT m.lead_id, m.recipient, l.assigned_agent FROM lead_mail_outbox m JOIN leads l ON l.id = m.lead_id
       WHERE m.message_kind = 'agency_notification' AND m.lead_id IN ($1, $2)`,
      [english.id, spanish.id],
    );
    expect(rows.map((row) => [row.lead_id, row.recipient, row.assigned_agent]).sort()).toEqual(
      [
        [english.id, 'desk@pacificcrest.example', null],
        [spanish.id, 'escritorio@pacificcrest.example', null],
      ].sort(),
    );
  });
});
