import fs from 'node:fs';
import path from 'node:path';
import { apiErrorMessages, defaultSiteIdentity, ErrorBodySchema, ValidationErrorBodySchema } from '@pcr/contracts';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, leadMailDefaults, loadConfig, migrationsDir, type LeadMailConfig } from '../src/config.js';
import { memoryLogger, silentLogger } from '../src/logger.js';
import { removeEmailsOfDeletedLeads } from '../src/notifications/eml-files.js';
import { emlTransport, smtpTransport, startLeadMailDispatcher, type LeadMailDispatcher, type MailTransport } from '../src/notifications/lead-mail.js';
import { confirmationToken, sqlSubscriptionConfirmations } from '../src/notifications/subscription-confirmation.js';
import { sqlUnsubscribeService, subscriptionLinks, unsubscribeSecret, unsubscribeToken } from '../src/notifications/unsubscribe.js';
import { sqlLeadMailOutbox } from '../src/storage/lead-mail-outbox.js';
import { sqlLeadStore, type SqlLeadStoreOptions } from '../src/storage/lead-store.js';
import { deleteLeadsOf } from '../src/storage/lead-retention.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgClient } from '../src/storage/pg-client.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { builtWebConfig, expectValid, pgliteDataDir, postJson, startApp, subscriberLead, tempDir, type RunningApp, type TestLogger } from './helpers.js';
import { postgresSchema } from './postgres.js';
import { startSmtpReceiver, startTricklingSmtpServer, type SmtpReceiver } from './smtp-receiver.js';
import { waitFor } from './webhook-receiver.js';

const SITE = 'https://www.pacificcrest.example';
const AGENCY = ['leads@pacificcrest.example', 'broker@pacificcrest.example'];
/** The same addresses for the leads of every language (LEAD_NOTIFY_TO without LEAD_NOTIFY_TO_ES). */
const everyLanguage = (addresses: string[]) => ({ en: addresses, es: addresses });

/** A full contact form whose every value is easy to look for in the logs and the messages. */
const fullContact = {
  name: 'Zelda Quintero',
  email: 'zelda.quintero@example.com',
  phone: '(714) 555-0199',
  message: 'Looking for a three-bedroom near Crystal Cove\nwith room for a studio',
  propertyInterest: 'Selling',
  howDidYouHear: 'Friend',
  page: '/contact',
};
const subscriber = { name: 'Amélie Çelik 🏡', email: 'amelie@example.com', interest: 'Market updates', page: '/' };
/** "What's my home worth?" (issue 47): a home in Irvine that three listed homes are like, from the English page. */
const sellerHarold = {
  street: '31 Quail Ridge',
  city: 'irvine',
  zip: '92620',
  propertyType: 'single-family',
  bedrooms: 4,
  bathrooms: 2.5,
  livingArea: 2800,
  condition: 'needs-updates',
  timeline: 'within-3-months',
  name: 'Harold Finch',
  email: 'harold.finch@example.com',
  phone: '(949) 555-0177',
  consent: true,
  page: '/sell',
};
/** A townhouse in Huntington Beach that two listed homes are like, from the Spanish page. */
const sellerMariana = {
  ...sellerHarold,
  street: '8 Brisa del Mar',
  city: 'huntington-beach',
  zip: '92648',
  propertyType: 'townhouse',
  bedrooms: 3,
  bathrooms: 2,
  livingArea: 2500,
  condition: 'move-in-ready',
  timeline: 'just-curious',
  name: 'Mariana Robles',
  email: 'mariana.robles@example.com',
  page: '/es/sell',
};

const mailConfig = (overrides: Partial<LeadMailConfig> = {}): LeadMailConfig => ({
  smtpUrl: undefined,
  emlDir: '',
  from: 'Pacific Crest Realty <hello@pacificcrestrealty.example>',
  notifyTo: everyLanguage(AGENCY),
  identity: defaultSiteIdentity,
  siteUrl: SITE,
  ...leadMailDefaults,
  timeoutMs: 2000,
  maxAttempts: 5,
  backoffMs: 40,
  backoffMaxMs: 150,
  ...overrides,
});
const fast = { idlePollMs: 100, stopGraceMs: 100 };

interface MailRow extends Record<string, unknown> {
  id: string;
  lead_id: string;
  message_kind: string;
  recipient: string;
  attempts: number;
  delivered_at: Date | string | null;
}

describe('lead e-mails over real SMTP (PGlite)', () => {
  let folder: { dir: string; remove: () => void };
  let db: SqlClient;
  let receiver: SmtpReceiver;
  let app: RunningApp | undefined;
  const running: { dispatcher: LeadMailDispatcher; transport: MailTransport }[] = [];
  let secret: string;

  const rows = () => db.query<MailRow>('SELECT * FROM lead_mail_outbox ORDER BY created_at, message_kind, recipient');
  /** The queue is drained: no row is waiting or being attempted (delivered or given up). */
  const drained = () => waitFor('the mail outbox to drain', async () => (await db.query('SELECT 1 FROM lead_mail_outbox WHERE delivered_at IS NULL AND failed_at IS NULL')).length === 0);
  const startMailer = (logger: TestLogger = memoryLogger(), config = mailConfig({ smtpUrl: receiver.url })) => {
    const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.timeoutMs) : emlTransport(config.emlDir);
    const dispatcher = startLeadMailDispatcher(sqlLeadMailOutbox(db), config, transport, subscriptionLinks(secret, SITE), logger, fast);
    running.push({ dispatcher, transport });
    return { dispatcher, transport, logger };
  };
  const stopMailers = async () => {
    for (const { dispatcher, transport } of running.splice(0)) {
      await dispatcher.stop();
      transport.close();
    }
  };
  const startSite = async (options: SqlLeadStoreOptions = {}) => {
    app = await startApp({
      leads: sqlLeadStore(db, { mail: { notifyTo: everyLanguage(AGENCY) }, ...options }),
      unsubscribe: sqlUnsubscribeService(db, secret),
      subscriptions: sqlSubscriptionConfirmations(db, secret),
      // The unsubscribe link opens a page of the site (the built web app).
      config: builtWebConfig(),
    });
    return app.baseUrl;
  };

  beforeAll(async () => {
    folder = pgliteDataDir('mail');
    db = await openPgliteClient(folder.dir);
    await migrate(db, migrationsDir, silentLogger);
    secret = await unsubscribeSecret(db);
  });
  beforeEach(async () => {
    await db.exec('DELETE FROM lead_mail_outbox; DELETE FROM mail_opt_outs; DELETE FROM leads;');
    receiver = await startSmtpReceiver();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await stopMailers();
    await receiver.close();
  });
  afterAll(async () => {
    await db?.close();
    folder?.remove();
  });

  it('a contact lead: the agency gets everything with Reply-To the visitor, the visitor a confirmation; spam gets nothing', async () => {
    const { dispatcher, logger } = startMailer();
    const baseUrl = await startSite({ onQueued: () => dispatcher.wake() });
    const res = await postJson(baseUrl, '/api/contact', fullContact);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const spam = await postJson(baseUrl, '/api/contact', { ...fullContact, email: 'bot@example.com', website: 'http://spam.example' });
    expect(spam.status).toBe(201);
    await drained();

    expect(receiver.accepted).toHaveLength(3);
    const byRecipient = new Map(receiver.accepted.map((m) => [m.envelopeTo.join(','), m.mail]));
    expect([...byRecipient.keys()].sort()).toEqual([...AGENCY, fullContact.email].sort());
    const outbox = await rows();
    expect(outbox.every((r) => r.lead_id === id)).toBe(true);

    for (const address of AGENCY) {
      const mail = byRecipient.get(address)!;
      const row = outbox.find((r) => r.recipient === address)!;
      expect(mail.messageId).toBe(`<${row.id}@pacificcrestrealty.example>`);
      expect(mail.from?.value).toEqual([{ name: 'Pacific Crest Realty', address: 'hello@pacificcrestrealty.example' }]);
      expect(mail.to && 'value' in mail.to ? mail.to.value : []).toEqual([{ name: '', address }]);
      expect(mail.replyTo?.value).toEqual([{ name: 'Zelda Quintero', address: 'zelda.quintero@example.com' }]);
      expect(mail.subject).toBe('New message from Zelda Quintero');
      for (const part of [mail.text ?? '', mail.html || '']) {
        for (const value of ['Zelda Quintero', 'zelda.quintero@example.com', '(714) 555-0199', 'Selling', 'Friend', `${SITE}/contact`]) {
          expect(part).toContain(value);
        }
        expect(part).toContain('Looking for a three-bedroom near Crystal Cove');
        expect(part).toContain('The site promises a reply within 24 hours.');
      }
      expect(mail.text).toContain('Looking for a three-bedroom near Crystal Cove\nwith room for a studio');
      expect(mail.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(false);
    }

    const confirmation = byRecipient.get(fullContact.email)!;
    // The bare address: not even the name typed into the form reaches the visitor (issue 31).
    expect(confirmation.to && 'value' in confirmation.to ? confirmation.to.value : []).toEqual([{ name: '', address: fullContact.email }]);
    expect(confirmation.subject).toBe('Pacific Crest Realty: we received your message');
    for (const part of [confirmation.text ?? '', confirmation.html || '']) {
      expect(part).toContain('Hello,');
      expect(part).not.toContain('Zelda');
      expect(part).toContain('Thank you for contacting us. An agent will be in touch shortly.');
      expect(part).toContain('We reply within 24 hours.');
      expect(part).toContain('(949) 555-0148');
      // Never what they wrote: anyone can type anyone's address into the form.
      expect(part).not.toContain('Crystal Cove');
    }
    expect(confirmation.html).toContain('href="tel:+19495550148"');
    expect(confirmation.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(false);

    // Logs name leads and rows, never the form or an address.
    const logs = [...logger.lines, ...(app?.logger.lines ?? [])].join('');
    expect(logger.entries().filter((e) => e.msg === 'lead e-mail delivered')).toHaveLength(3);
    for (const value of [fullContact.name, fullContact.email, fullContact.phone, 'Crystal Cove', ...AGENCY]) expect(logs).not.toContain(value);
  });

  it('a seller lead: the agency gets the home and the homes like it shown, Reply-To the visitor; the visitor the next steps, in their language', async () => {
    const { dispatcher } = startMailer();
    const baseUrl = await startSite({
      mail: { notifyTo: everyLanguage(AGENCY.slice(0, 1)) },
      onQueued: () => dispatcher.wake(),
    });
    const english = await postJson(baseUrl, '/api/sell', sellerHarold);
    expect(english.status).toBe(201);
    const spanish = await postJson(baseUrl, '/api/sell', sellerMariana, { 'accept-language': 'es-US' });
    expect(spanish.status).toBe(201);
    // The same mailbox again within the hour (decision 0045): the agency hears of it, the mailbox gets
    // no second e-mail.
    const again = await postJson(baseUrl, '/api/sell', { ...sellerHarold, email: 'Harold.Finch+home@Example.com' });
    expect(again.status).toBe(201);
    await drained();

    const to = (address: string) => receiver.accepted.filter((m) => m.envelopeTo.includes(address)).map((m) => m.mail);
    expect(to(AGENCY[0]!)).toHaveLength(3);
    expect(to(sellerHarold.email)).toHaveLength(1);
    expect(to('Harold.Finch+home@Example.com')).toHaveLength(0);
    const agencyMail = (subject: string) => to(AGENCY[0]!).find((m) => m.subject === subject)!;

    const englishAgency = agencyMail('New seller lead: 4 bd single-family home in Irvine');
    expect(englishAgency.replyTo?.value).toEqual([{ name: 'Harold Finch', address: 'harold.finch@example.com' }]);
    for (const part of [englishAgency.text ?? '', englishAgency.html || '']) {
      for (const value of [
        'Reply to this e-mail to answer Harold Finch directly.',
        'The site promised a comparative market analysis (CMA) of this home within 24 hours.',
        'harold.finch@example.com',
        '(949) 555-0177',
        '31 Quail Ridge, Irvine, CA 92620',
        'Single-family home · 4 beds · 2.5 baths · 2,800 sq ft',
        'Needs some updates',
        'Within 3 months',
        `${SITE}/sell`,
        'Great Park Modern Farmhouse',
        '$1,689,000 · 4 beds · 3.5 baths · 2,780 sq ft · For Sale',
        'Woodbridge Lakeside Retreat',
        '$1,425,000 · 4 beds · 3 baths · 2,310 sq ft · New Listing',
        'Turtle Rock Contemporary with Canyon Views',
        '$2,150,000 · 5 beds · 4 baths · 3,340 sq ft · Pending',
      ]) {
        expect(part).toContain(value);
      }
      expect(part).not.toContain('Spanish');
    }
    for (const id of ['pcr-1004', 'pcr-1003', 'pcr-1005']) {
      expect(englishAgency.html).toContain(`href="${SITE}/properties/${id}"`);
    }

    // A Spanish lead's notification stays in English (decision 0033), flagged, the homes linked on the English site.
    const spanishAgency = agencyMail('New seller lead: 3 bd townhouse in Huntington Beach (prefers Spanish)');
    expect(spanishAgency.replyTo?.value).toEqual([{ name: 'Mariana Robles', address: 'mariana.robles@example.com' }]);
    for (const part of [spanishAgency.text ?? '', spanishAgency.html || '']) {
      for (const value of [
        '8 Brisa del Mar, Huntington Beach, CA 92648',
        'Townhouse · 3 beds · 2 baths · 2,500 sq ft',
        'Move-in ready',
        'Just curious',
        'Spanish: sent from the Spanish site. Please reply in Spanish.',
        `${SITE}/es/sell`,
        'Family Craftsman near Edison High',
        '$1,249,000 · 4 beds · 2.5 baths · 2,050 sq ft · Sold',
        'Huntington Harbour Waterfront with Private Dock',
        '$2,650,000 · 4 beds · 3 baths · 2,960 sq ft · For Sale',
      ]) {
        expect(part).toContain(value);
      }
    }
    for (const id of ['pcr-1009', 'pcr-1008']) expect(spanishAgency.html).toContain(`href="${SITE}/properties/${id}"`);

    // The visitors: the bare address, the next steps in the page's language, nothing typed into the form
    // (neither the name nor the street).
    const visitors = [
      {
        mail: to(sellerHarold.email)[0]!,
        address: sellerHarold.email,
        subject: "Pacific Crest Realty: your home's market analysis is on its way",
        texts: [
          'Hello,',
          'An agent of Pacific Crest Realty who knows your area is preparing a comparative market analysis (CMA) of your home: the price range they would list it at, and why. You will have it by e-mail within 24 hours.',
          'Any question before then? Reply to this e-mail or call us at',
        ],
        typed: ['Harold', 'Quail Ridge', '92620'],
      },
      {
        mail: to(sellerMariana.email)[0]!,
        address: sellerMariana.email,
        subject: 'Pacific Crest Realty: el análisis de mercado de su casa está en camino',
        texts: [
          'Hola:',
          'Un agente de Pacific Crest Realty que conoce su zona está preparando un análisis comparativo de mercado (CMA) de su casa: el rango de precios en que la ofrecería, y por qué. Lo recibirá por correo electrónico en menos de 24 horas.',
          '¿Tiene alguna pregunta mientras tanto? Responda a este correo o llámenos al',
        ],
        typed: ['Mariana', 'Brisa del Mar', '92648'],
      },
    ];
    for (const { mail, address, subject, texts, typed } of visitors) {
      expect(mail.to && 'value' in mail.to ? mail.to.value : []).toEqual([{ name: '', address }]);
      expect(mail.subject).toBe(subject);
      for (const part of [mail.text ?? '', mail.html || '']) {
        for (const text of texts) expect(part).toContain(text);
        expect(part).toContain('(949) 555-0148');
        for (const value of typed) expect(part).not.toContain(value);
      }
      expect(mail.html).toContain('href="tel:+19495550148"');
      // A one-off answer, like a contact's confirmation: no list to leave.
      expect(mail.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(false);
    }
  });

  it('a subscription: a request to confirm it, with one-click unsubscribe headers; one e-mail per address per hour', async () => {
    const { dispatcher } = startMailer();
    const baseUrl = await startSite({ mail: { notifyTo: everyLanguage(AGENCY.slice(0, 1)) }, onQueued: () => dispatcher.wake() });
    const first = await postJson(baseUrl, '/api/subscribe', subscriber);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    // The same person again, with other capitals, and then by the contact form, within the hour.
    expect((await postJson(baseUrl, '/api/subscribe', { ...subscriber, email: 'Amelie@Example.com' })).status).toBe(201);
    expect((await postJson(baseUrl, '/api/contact', { name: subscriber.name, email: subscriber.email, phone: '(949) 555-0101' })).status).toBe(201);
    await drained();

    const confirmations = receiver.accepted.filter((m) => m.envelopeTo.includes(subscriber.email));
    expect(confirmations).toHaveLength(1);
    // Every lead still reached the agency.
    expect(receiver.accepted.filter((m) => m.envelopeTo.includes(AGENCY[0]!))).toHaveLength(3);

    const mail = confirmations[0]!.mail;
    expect(mail.subject).toBe('Pacific Crest Realty: please confirm your subscription');
    expect(mail.to && 'value' in mail.to ? mail.to.value : []).toEqual([{ name: '', address: subscriber.email }]);
    const token = unsubscribeToken(secret, id);
    const header = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${SITE}/api/unsubscribe?lead=${id}&token=${token}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    for (const part of [mail.text ?? '', mail.html || '']) {
      expect(part).toContain('Hello,');
      expect(part).not.toContain('Amélie');
      expect(part).toContain('If it was you, please confirm within 7 days:');
      expect(part).toContain('Market updates');
    }
    const pageLink = `${SITE}/unsubscribe?lead=${id}&token=${token}`;
    const confirmLink = `${SITE}/subscribe/confirm?lead=${id}&token=${confirmationToken(secret, id)}`;
    for (const link of [pageLink, confirmLink]) {
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    }
    expect(confirmationToken(secret, id)).not.toBe(token);
    expect(receiver.accepted.find((m) => m.envelopeTo.includes(AGENCY[0]!))?.mail.subject).toBe('New subscriber: Amélie Çelik 🏡');
  });

  it('exactly one message per recipient when the SMTP server refuses the first attempts (451), with the same Message-ID', async () => {
    receiver.script([451, 451, 451]);
    const { logger } = startMailer();
    const store = sqlLeadStore(db, { mail: { notifyTo: everyLanguage(AGENCY.slice(0, 1)) } });
    const { id } = await store.create(subscriberLead('retry@example.com'));
    await drained();

    expect(receiver.attempts.filter((a) => a === 451)).toHaveLength(3);
    expect(receiver.accepted.map((m) => m.envelopeTo[0]).sort()).toEqual([AGENCY[0], 'retry@example.com'].sort());
    const outbox = await rows();
    expect(outbox.reduce((n, r) => n + r.attempts, 0)).toBe(5);
    for (const { mail, envelopeTo } of receiver.accepted) {
      expect(mail.messageId).toBe(`<${outbox.find((r) => r.recipient === envelopeTo[0])?.id}@pacificcrestrealty.example>`);
    }
    const failures = logger.entries().filter((e) => e.msg === 'lead e-mail attempt failed, will retry');
    expect(failures).toHaveLength(3);
    expect(failures[0]).toMatchObject({ level: 'warn', lead: id, reason: expect.stringMatching(/^SMTP 451/) });
  });

  it('a server that trickles its answers holds an attempt no longer than its deadline; the connection is closed', async () => {
    const trickler = await startTricklingSmtpServer(50);
    try {
      const config = mailConfig({ smtpUrl: trickler.url, timeoutMs: 300, attemptTimeoutMs: 1000 });
      const { dispatcher, logger } = startMailer(memoryLogger(), config);
      const started = Date.now();
      await sqlLeadStore(db, { mail: { notifyTo: everyLanguage(AGENCY.slice(0, 1)) }, onQueued: () => dispatcher.wake() }).create(subscriberLead('trickle@example.com'));
      const failed = () => logger.entries().filter((e) => e.msg === 'lead e-mail attempt failed, will retry');
      await waitFor('both first attempts to fail', () => failed().length >= 2, 5000);
      // Each line came within the 300 ms idle timeout: only the 1 s deadline ended the attempts.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      expect(failed().slice(0, 2).map((e) => e.reason)).toEqual(['no complete send within 1000 ms', 'no complete send within 1000 ms']);
      await waitFor('the trickling connections closed', () => trickler.closedConnections() >= 2, 2000);
    } finally {
      await stopMailers();
      await trickler.close();
    }
  });

  it('exactly one message after a restart mid-delivery', async () => {
    receiver.script(['hold']);
    const first = startMailer();
    await sqlLeadStore(db, { mail: { notifyTo: everyLanguage(AGENCY.slice(0, 1)) }, onQueued: () => first.dispatcher.wake() }).create(
      subscriberLead('restart@example.com', { isSpam: false }),
    );
    await waitFor('the held delivery', () => receiver.attempts.length >= 1);
    // Stop while the server holds the message: the row goes back untried, the message was never accepted.
    await stopMailers();
    receiver.refuseHeld();
    expect((await rows()).filter((r) => r.delivered_at === null).length).toBeGreaterThan(0);

    startMailer();
    await drained();
    const recipients = receiver.accepted.map((m) => m.envelopeTo[0]).sort();
    expect(recipients).toEqual([AGENCY[0], 'restart@example.com'].sort());
  });

  it('without SMTP_URL each message is written as an .eml file, and the log says where', async () => {
    const out = tempDir('eml');
    try {
      const { dispatcher, logger } = startMailer(memoryLogger(), mailConfig({ emlDir: path.join(out.dir, 'outbox-mail') }));
      const baseUrl = await startSite({ mail: { notifyTo: everyLanguage(AGENCY.slice(0, 1)) }, onQueued: () => dispatcher.wake() });
      expect((await postJson(baseUrl, '/api/contact', fullContact)).status).toBe(201);
      await drained();

      const files = fs.readdirSync(path.join(out.dir, 'outbox-mail')).sort();
      expect(files).toHaveLength(2);
      expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
      const logged = logger.entries().filter((e) => e.msg === 'lead e-mail written as a file (no SMTP_URL)').map((e) => e.file);
      expect(logged.sort()).toEqual(files.map((f) => path.join(out.dir, 'outbox-mail', f)));
      const parsed = await Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(out.dir, 'outbox-mail', f)))));
      const agency = parsed.find((m) => m.subject === 'New message from Zelda Quintero');
      expect(agency?.replyTo?.value).toEqual([{ name: 'Zelda Quintero', address: fullContact.email }]);
      expect(agency?.text).toContain('Looking for a three-bedroom near Crystal Cove');
      expect(parsed.find((m) => m.subject === 'Pacific Crest Realty: we received your message')?.text).toContain('We reply within 24 hours.');
    } finally {
      out.remove();
    }
  });

  it('writes the .eml files 0600 in a folder only its owner can open, closing one that was open to others', async () => {
    const out = tempDir('eml-modes');
    const dir = path.join(out.dir, 'outbox-mail');
    const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
    try {
      fs.mkdirSync(dir, { mode: 0o755 });
      fs.chmodSync(dir, 0o755);
      const { dispatcher } = startMailer(memoryLogger(), mailConfig({ emlDir: dir }));
      const baseUrl = await startSite({ mail: { notifyTo: everyLanguage(AGENCY.slice(0, 1)) }, onQueued: () => dispatcher.wake() });
      expect((await postJson(baseUrl, '/api/contact', fullContact)).status).toBe(201);
      await drained();
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(2);
      expect(modeOf(dir)).toBe('700');
      expect(files.map((file) => modeOf(path.join(dir, file)))).toEqual(['600', '600']);
    } finally {
      out.remove();
    }
  });

  it('the .eml files of a deleted lead go with it (a deletion request); other leads keep theirs', async () => {
    const out = tempDir('eml-delete');
    const dir = path.join(out.dir, 'outbox-mail');
    try {
      const { dispatcher } = startMailer(memoryLogger(), mailConfig({ emlDir: dir }));
      const baseUrl = await startSite({ mail: { notifyTo: everyLanguage(AGENCY.slice(0, 1)) }, onQueued: () => dispatcher.wake() });
      expect((await postJson(baseUrl, '/api/contact', fullContact)).status).toBe(201);
      expect((await postJson(baseUrl, '/api/contact', { ...fullContact, name: 'Kept Visitor', email: 'kept.visitor@example.com' })).status).toBe(201);
      await drained();
      expect(fs.readdirSync(dir)).toHaveLength(4);

      expect(await deleteLeadsOf(db, 'zelda.quintero@example.com')).toBe(1);
      expect(await removeEmailsOfDeletedLeads(db, dir)).toBe(2);
      const kept = await Promise.all(fs.readdirSync(dir).map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
      expect(kept.map((m) => m.subject).sort()).toEqual(['New message from Kept Visitor', 'Pacific Crest Realty: we received your message']);
      expect(kept.every((m) => !(m.text ?? '').includes('Zelda'))).toBe(true);
      // Nothing left to remove: the sweep is idempotent.
      expect(await removeEmailsOfDeletedLeads(db, dir)).toBe(0);
    } finally {
      out.remove();
    }
  });

  it('refuses a line break in a name or an e-mail address with a 400, and stores and sends nothing', async () => {
    const baseUrl = await startSite();
    const attempts = [
      ['/api/contact', { ...fullContact, name: 'Zelda\r\nBcc: everyone@example.com' }, 'name', 'Please enter your name'],
      ['/api/contact', { ...fullContact, email: 'zelda@example.com\r\nBcc: everyone@example.com' }, 'email', 'Please enter a valid email address'],
      ['/api/subscribe', { ...subscriber, name: 'Amélie\nSubject: win' }, 'name', 'Please enter your name'],
    ] as const;
    for (const [pathname, body, field, message] of attempts) {
      const res = await postJson(baseUrl, pathname, body);
      expect(res.status).toBe(400);
      expect(expectValid(ValidationErrorBodySchema, await res.json()).issues).toEqual([{ path: field, message }]);
    }
    expect(await db.query('SELECT id FROM leads')).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('counts an address as its mailbox for the hourly limit and the opt-outs (case, +tags, Gmail dots), and writes to it as typed', async () => {
    const { dispatcher } = startMailer();
    const baseUrl = await startSite({ mail: { notifyTo: everyLanguage(AGENCY.slice(0, 1)) }, onQueued: () => dispatcher.wake() });
    // A stranger tries one mailbox under four spellings within the hour: it gets one e-mail, at the first spelling.
    const spellings = ['victim+a@gmail.com', 'Victim+b@GMAIL.com', 'v.i.c.t.i.m@googlemail.com', 'victim+c@gmail.com'];
    expect((await postJson(baseUrl, '/api/contact', { name: 'Nobody Here', email: spellings[0], phone: '(949) 555-0101' })).status).toBe(201);
    expect((await postJson(baseUrl, '/api/subscribe', { ...subscriber, email: spellings[1] })).status).toBe(201);
    expect((await postJson(baseUrl, '/api/alerts', { email: spellings[2], consent: true, search: 'city=irvine' })).status).toBe(201);
    expect((await postJson(baseUrl, '/api/contact', { name: 'Nobody Here', email: spellings[3], phone: '(949) 555-0101' })).status).toBe(201);
    await drained();
    const toVisitors = receiver.accepted.filter((m) => !m.envelopeTo.includes(AGENCY[0]!));
    expect(toVisitors.map((m) => m.envelopeTo)).toEqual([['victim+a@gmail.com']]);

    // An opt-out of one spelling holds for the others (an hour later, so the limit is not what stops them).
    const [lead] = await db.query<{ id: string }>('SELECT id FROM leads WHERE email = $1', [spellings[0]]);
    const optedOut = await fetch(subscriptionLinks(secret, baseUrl).oneClick(lead!.id), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(optedOut.status).toBe(200);
    await db.exec("UPDATE lead_mail_outbox SET created_at = now() - interval '2 hours'");
    expect((await postJson(baseUrl, '/api/contact', { name: 'Nobody Here', email: 'VICTIM+d@gmail.com', phone: '(949) 555-0101' })).status).toBe(201);
    const confirmationsQueued = await db.query("SELECT 1 FROM lead_mail_outbox WHERE message_kind = 'visitor_confirmation' AND created_at > now() - interval '1 hour'");
    expect(confirmationsQueued).toEqual([]);
    // Another domain keeps its dots: they may be another mailbox there.
    expect(await db.query<{ id: string }>('SELECT mail_identity($1) AS id', ['Jo.Ann+news@Example.COM'])).toEqual([{ id: 'jo.ann@example.com' }]);
  });

  it('unsubscribes by the one-click POST (RFC 8058) or the page button, durably and idempotently; a GET changes nothing', async () => {
    const baseUrl = await startSite();
    const links = subscriptionLinks(secret, baseUrl);
    const subscribed = (await (await postJson(baseUrl, '/api/subscribe', subscriber)).json()) as { id: string };
    const optOuts = async () => (await db.query<{ email: string }>('SELECT email FROM mail_opt_outs')).map((r) => r.email);
    const oneClick = (url: string) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });

    // A link with another lead's token, or a broken one, changes nothing.
    const other = (await (await postJson(baseUrl, '/api/subscribe', { ...subscriber, email: 'other@example.com' })).json()) as { id: string };
    const forged = links.oneClick(subscribed.id).replace(unsubscribeToken(secret, subscribed.id), unsubscribeToken(secret, other.id));
    const refused = await oneClick(forged);
    expect(refused.status).toBe(403);
    expect(expectValid(ErrorBodySchema, await refused.json())).toEqual({ message: apiErrorMessages.unsubscribeLinkInvalid });
    expect((await oneClick(`${baseUrl}/api/unsubscribe?lead=not-a-lead&token=x`)).status).toBe(400);
    // What a mail scanner does: open the e-mail's link. It shows a button and records nothing.
    const shown = await fetch(links.page(subscribed.id, 'en'));
    expect(shown.status).toBe(200);
    expect(await shown.text()).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(await optOuts()).toEqual([]);

    for (let n = 0; n < 2; n++) {
      const res = await oneClick(links.oneClick(subscribed.id));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: apiErrorMessages.unsubscribed });
    }
    // The page's button without scripts: 303 back to the page, which says it is done.
    const button = await fetch(links.page(subscribed.id, 'en'), { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(button.status).toBe(303);
    expect(await (await fetch(new URL(button.headers.get('location') ?? '', baseUrl))).text()).toContain(apiErrorMessages.unsubscribed);
    expect(await optOuts()).toEqual(['amelie@example.com']);

    // No more contact confirmations to that address (the agency still hears of each lead).
    await db.exec("DELETE FROM lead_mail_outbox WHERE message_kind = 'visitor_confirmation'");
    const visitorMail = async () => (await rows()).filter((r) => r.message_kind === 'visitor_confirmation').map((r) => r.recipient);
    await postJson(baseUrl, '/api/contact', { name: subscriber.name, email: 'AMELIE@example.com', phone: '(949) 555-0101' });
    expect(await visitorMail()).toEqual([]);
    // Subscribing again asks the address to confirm, once in 30 days; the opt-out stays until it does.
    const again = (await (await postJson(baseUrl, '/api/subscribe', subscriber)).json()) as { id: string };
    expect(await visitorMail()).toEqual([subscriber.email]);
    expect(await optOuts()).toEqual(['amelie@example.com']);
    await db.exec("UPDATE lead_mail_outbox SET created_at = now() - interval '29 days'");
    await postJson(baseUrl, '/api/subscribe', subscriber);
    expect(await visitorMail()).toEqual([subscriber.email]);
    const confirmed = await fetch(`${baseUrl}/api/subscribe/confirm?${new URLSearchParams({ lead: again.id, token: confirmationToken(secret, again.id) })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect({ status: confirmed.status, body: await confirmed.json() }).toEqual({ status: 200, body: { confirmed: true, kind: 'subscription' } });
    expect(await optOuts()).toEqual([]);
  });
});

describe('confirmations with several API instances on one PostgreSQL database', () => {
  it('two instances taking leads from one address at once queue one confirmation', async () => {
    const schema = await postgresSchema();
    const clients = [openPgClient(schema.url, silentLogger), openPgClient(schema.url, silentLogger)] as const;
    try {
      await migrate(clients[0], migrationsDir, silentLogger);
      const stores = clients.map((client) => sqlLeadStore(client, { mail: { notifyTo: everyLanguage(AGENCY) } }));
      await Promise.all(
        Array.from({ length: 10 }, (_, n) => stores[n % 2]!.create(subscriberLead(n % 3 ? 'same@example.com' : 'SAME@example.com', { name: `Same ${n}` }))),
      );
      const counts = await clients[0].query<{ message_kind: string; n: string | number }>(
        'SELECT message_kind, count(*) AS n FROM lead_mail_outbox GROUP BY message_kind ORDER BY message_kind',
      );
      expect(counts.map((c) => [c.message_kind, Number(c.n)])).toEqual([
        ['agency_notification', 20],
        ['visitor_confirmation', 1],
      ]);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
      await schema.drop();
    }
  });
});

describe('lead e-mail settings', () => {
  it('reads SMTP_URL, MAIL_FROM and LEAD_NOTIFY_TO, with defaults that need nothing, and refuses bad values', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/pcr' }).leadMail;
    expect(defaults).toMatchObject({
      smtpUrl: undefined,
      emlDir: '/srv/pcr/outbox-mail',
      from: 'Pacific Crest Realty <hello@pacificcrestrealty.example>',
      notifyTo: { en: ['hello@pacificcrestrealty.example'], es: ['hello@pacificcrestrealty.example'] },
    });
    const set = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Leads <leads@agency.example>',
      LEAD_NOTIFY_TO: 'a@agency.example, b@agency.example,a@agency.example',
    }).leadMail;
    expect(set).toMatchObject({ smtpUrl: 'smtps://user:pass@mail.example:465', from: 'Leads <leads@agency.example>', notifyTo: { en: ['a@agency.example', 'b@agency.example'], es: ['a@agency.example', 'b@agency.example'] } });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAIL_FROM: 'Leads <leads@agency.example>\r\nBcc: x@y.example' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ LEAD_NOTIFY_TO: 'leads@agency.example, not-an-address' })).toThrow(/LEAD_NOTIFY_TO/);
  });
});
