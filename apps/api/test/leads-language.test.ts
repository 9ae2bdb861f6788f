import fs from 'node:fs';
import path from 'node:path';
import { defaultSiteIdentity } from '@pcr/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadMailDefaults, loadConfig, migrationsDir, type LeadMailConfig } from '../src/config.js';
import { negotiateLocale } from '../src/http/answer-language.js';
import { leadsCsv } from '../src/leads-csv.js';
import { silentLogger } from '../src/logger.js';
import { smtpTransport, startLeadMailDispatcher, type LeadMailDispatcher, type MailTransport } from '../src/notifications/lead-mail.js';
import { sqlUnsubscribeService, subscriptionLinks, unsubscribeSecret } from '../src/notifications/unsubscribe.js';
import { sqlLeadMailOutbox } from '../src/storage/lead-mail-outbox.js';
import { sqlLeadStore } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { builtWebConfig, memoryLeadStore, pgliteDataDir, postJson, startApp, tempDir, testConfig, type RunningApp } from './helpers.js';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.js';
import { waitFor } from './webhook-receiver.js';

/** Leads in the visitor's language (issue 30 item 5, decision 0033). */

describe('Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['es-US', 'es'],
    ['ES-419', 'es'],
    ['es-US,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['en;q=0.5, es;q=0.8', 'es'],
    // A tie goes to the first listed.
    ['en;q=0.5, es;q=0.5', 'en'],
    // The best language the site speaks: French is not one, so Spanish.
    ['fr-FR, es;q=0.5', 'es'],
    ['fr-FR, de', 'en'],
    ['*', 'en'],
    ['es;q=0, en', 'en'],
    ['es;q=0', 'en'],
    // Unreadable q-values count as "not this one"; so does nonsense.
    ['es;q=2', 'en'],
    ['es;q=abc, en;q=0.1', 'en'],
    [';;;,,,', 'en'],
    ['estonian', 'en'],
  ])('%j answers in %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('reads no further than a browser\'s header would go (1 kB)', () => {
    expect(negotiateLocale(`${'x-'.repeat(2000)}, es`)).toBe('en');
    expect(negotiateLocale(`${'x'.repeat(1000)}, es`)).toBe('es');
  });
});

describe('the lead endpoints answer validation in the client\'s language (real HTTP)', () => {
  let app: RunningApp;
  let store: ReturnType<typeof memoryLeadStore>;
  beforeAll(async () => {
    store = memoryLeadStore();
    // Many posts from one client here: the rate limit is not this file's subject.
    app = await startApp({ leads: store, config: testConfig({ rateLimit: { max: 1000, windowMs: 60_000 } }) });
  });
  afterAll(() => app?.close());

  const spanish = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };

  it('a contact form in Spanish: its message and every field issue in Spanish, Content-Language es-US, Vary Accept-Language', async () => {
    const res = await postJson(app.baseUrl, '/api/contact', { name: 'L', email: 'lucia@', phone: '123', message: '' }, spanish);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-language')).toBe('es-US');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/i);
    expect(await res.json()).toEqual({
      message: 'El cuerpo de la solicitud no es válido.',
      issues: [
        { path: 'name', message: 'Escriba su nombre' },
        { path: 'email', message: 'Escriba un correo electrónico válido' },
        { path: 'phone', message: 'Escriba un número de teléfono válido' },
        { path: 'message', message: 'Escriba su mensaje' },
      ],
    });
  });

  it('English without the header, or for any language the site does not speak, marked en-US', async () => {
    for (const headers of [{}, { 'accept-language': 'fr-FR' }] as Record<string, string>[]) {
      const res = await postJson(app.baseUrl, '/api/subscribe', { name: 'Lucía', email: 'lucia@example.com', interest: '' }, headers);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-language')).toBe('en-US');
      expect(await res.json()).toEqual({ message: 'The request body is invalid.', issues: [{ path: 'interest', message: 'Please select your interest' }] });
    }
  });

  it('a subscription and malformed JSON in Spanish', async () => {
    const subscription = await postJson(app.baseUrl, '/api/subscribe', { name: '', email: 'lucia@example.com', interest: 'Buying a home' }, { 'accept-language': 'es' });
    expect(await subscription.json()).toEqual({ message: 'El cuerpo de la solicitud no es válido.', issues: [{ path: 'name', message: 'Escriba su nombre' }] });
    const malformed = await fetch(`${app.baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', ...spanish }, body: '{"name": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-language')).toBe('es-US');
    expect(await malformed.json()).toEqual({ message: 'El cuerpo de la solicitud no es JSON válido.', issues: [] });
  });

  it('has a Spanish twin for every message a wrong lead body can produce, not only the forms\' own', async () => {
    const long = 'x'.repeat(201);
    const short = { name: 'Lucía Hernández', email: 'lucia@example.com', phone: '(714) 555-0163' };
    const bodies: [string, unknown][] = [
      ['/api/contact', []],
      ['/api/contact', 'a lead'],
      ['/api/contact', null],
      ['/api/contact', { name: 7, email: false, phone: {}, address: 3, website: 1, page: 2 }],
      ['/api/contact', { ...short, address: long, website: long, page: `/${long}` }],
      ['/api/contact', { ...short, page: 'no-slash' }],
      ['/api/contact', { ...short, message: 'Hello there', propertyInterest: 'Renting', howDidYouHear: 'Radio' }],
      ['/api/contact', { ...short, message: 42 }],
      ['/api/subscribe', { name: ['x'], email: 'lucia@example.com', interest: 5 }],
      ['/api/subscribe', 17],
    ];
    for (const [pathname, body] of bodies) {
      const answer = async (headers: Record<string, string>) =>
        (await postJson(app.baseUrl, pathname, body, headers)).json() as Promise<{ message: string; issues: { path: string; message: string }[] }>;
      const [english, inSpanish] = await Promise.all([answer({}), answer({ 'accept-language': 'es' })]);
      expect(inSpanish.issues.map((issue) => issue.path), JSON.stringify(body)).toEqual(english.issues.map((issue) => issue.path));
      const englishTexts = new Set([english.message, ...english.issues.map((issue) => issue.message)]);
      const untranslated = [inSpanish.message, ...inSpanish.issues.map((issue) => issue.message)].filter((message) => englishTexts.has(message));
      expect(untranslated, JSON.stringify(body)).toEqual([]);
    }
    expect(store.leads).toEqual([]);
  });

  it('a stored lead answers 201 as before, with Vary: Accept-Language', async () => {
    const res = await postJson(app.baseUrl, '/api/contact', { name: 'Lucía Hernández', email: 'lucia@example.com', phone: '(714) 555-0163', page: '/es' }, spanish);
    expect(res.status).toBe(201);
    expect(res.headers.get('vary')).toMatch(/Accept-Language/i);
    expect(res.headers.get('content-language')).toBeNull();
  });

  it('other endpoints answer in English whatever the header', async () => {
    const res = await fetch(`${app.baseUrl}/api/properties?minBeds=many`, { headers: spanish });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-language')).toBeNull();
    expect(((await res.json()) as { issues: { message: string }[] }).issues).toEqual([{ path: 'minBeds', message: 'Enter the minimum bedrooms as a whole number.' }]);
  });

  it('stores each lead with the language of the page it was sent from, not of the header', async () => {
    store.leads.length = 0;
    const lead = { name: 'Lucía Hernández', email: 'lucia@example.com', phone: '(714) 555-0163' };
    const pages = ['/es', '/es/neighborhoods/irvine', '/contact', '/', '/espanol', undefined];
    for (const page of pages) expect((await postJson(app.baseUrl, '/api/contact', { ...lead, page }, { 'accept-language': 'es' })).status).toBe(201);
    expect((await postJson(app.baseUrl, '/api/subscribe', { ...lead, interest: 'Buying a home', page: '/es' })).status).toBe(201);
    expect(store.leads.map((stored) => [stored.page, stored.language])).toEqual([
      ['/es', 'es'],
      ['/es/neighborhoods/irvine', 'es'],
      ['/contact', 'en'],
      ['/', 'en'],
      ['/espanol', 'en'],
      [null, 'en'],
      ['/es', 'es'],
    ]);
    const csv = leadsCsv(store.leads);
    expect(csv.split('\r\n')[0]).toContain(',page,language,spam,');
    expect(csv.split('\r\n')[2]).toContain(',/es/neighborhoods/irvine,es,no,no');
  });
});

describe('LEAD_NOTIFY_TO_ES', () => {
  it('sends Spanish leads to its addresses; unset, to LEAD_NOTIFY_TO; checked like it', () => {
    expect(loadConfig({ LEAD_NOTIFY_TO: 'leads@agency.example', LEAD_NOTIFY_TO_ES: 'ana@agency.example, luis@agency.example,ana@agency.example' }).leadMail.notifyTo).toEqual({
      en: ['leads@agency.example'],
      es: ['ana@agency.example', 'luis@agency.example'],
    });
    expect(loadConfig({ LEAD_NOTIFY_TO: 'leads@agency.example' }).leadMail.notifyTo).toEqual({ en: ['leads@agency.example'], es: ['leads@agency.example'] });
    expect(loadConfig({ LEAD_NOTIFY_TO_ES: 'ana@agency.example' }).leadMail.notifyTo).toEqual({ en: ['hello@pacificcrestrealty.example'], es: ['ana@agency.example'] });
    expect(() => loadConfig({ LEAD_NOTIFY_TO_ES: 'ana@agency.example, not-an-address' })).toThrow(/LEAD_NOTIFY_TO_ES takes e-mail addresses separated by commas/);
  });
});

const SITE = 'https://www.pacificcrest.example';
const ENGLISH_DESK = 'leads@pacificcrest.example';
const SPANISH_DESK = 'agentes@pacificcrest.example';

describe('Spanish leads by e-mail over real SMTP (PGlite)', () => {
  let folder: { dir: string; remove: () => void };
  let db: SqlClient;
  let receiver: SmtpReceiver;
  let app: RunningApp;
  let dispatcher: LeadMailDispatcher;
  let transport: MailTransport;
  let secret: string;

  const config = (): LeadMailConfig => ({
    smtpUrl: receiver.url,
    emlDir: '',
    from: 'Pacific Crest Realty <hello@pacificcrestrealty.example>',
    notifyTo: { en: [ENGLISH_DESK], es: [SPANISH_DESK] },
    identity: defaultSiteIdentity,
    siteUrl: SITE,
    ...leadMailDefaults,
    timeoutMs: 2000,
  });
  const drained = () => waitFor('the mail outbox to drain', async () => (await db.query('SELECT 1 FROM lead_mail_outbox WHERE delivered_at IS NULL AND failed_at IS NULL')).length === 0);
  const mailTo = (address: string) => receiver.accepted.filter((m) => m.envelopeTo.includes(address)).map((m) => m.mail);

  beforeAll(async () => {
    folder = pgliteDataDir('leads-language');
    db = await openPgliteClient(folder.dir);
    await migrate(db, migrationsDir, silentLogger);
    secret = await unsubscribeSecret(db);
  });
  beforeEach(async () => {
    await db.exec('DELETE FROM lead_mail_outbox; DELETE FROM mail_opt_outs; DELETE FROM leads;');
    receiver = await startSmtpReceiver();
    const mail = config();
    transport = smtpTransport(receiver.url, mail.timeoutMs);
    dispatcher = startLeadMailDispatcher(sqlLeadMailOutbox(db), mail, transport, subscriptionLinks(secret, SITE), silentLogger, { idlePollMs: 100, stopGraceMs: 100 });
    app = await startApp({
      leads: sqlLeadStore(db, { mail: { notifyTo: mail.notifyTo }, onQueued: () => dispatcher.wake() }),
      unsubscribe: sqlUnsubscribeService(db, secret),
      // The unsubscribe link opens a page of the site (the built web app).
      config: builtWebConfig(),
    });
  });
  afterEach(async () => {
    await app?.close();
    await dispatcher?.stop();
    transport?.close();
    await receiver?.close();
  });
  afterAll(async () => {
    await db?.close();
    folder?.remove();
  });

  it('a contact form from a Spanish page: a Spanish confirmation, and the flagged agency e-mail to LEAD_NOTIFY_TO_ES only', async () => {
    const res = await postJson(app.baseUrl, '/api/contact', {
      name: 'Lucía Hernández',
      email: 'lucia@example.com',
      phone: '(714) 555-0163',
      message: 'Busco una casa de tres recámaras en Irvine.',
      page: '/es/contact',
    });
    expect(res.status).toBe(201);
    await drained();

    const [confirmation, ...moreConfirmations] = mailTo('lucia@example.com');
    expect(moreConfirmations).toEqual([]);
    expect(confirmation?.subject).toBe('Pacific Crest Realty: recibimos su mensaje');
    expect(confirmation?.html).toContain('lang="es-US"');
    for (const part of [confirmation?.text ?? '', confirmation?.html || '']) {
      expect(part).toContain('Hola:');
      expect(part).not.toContain('Lucía');
      expect(part).toContain('Gracias por escribirnos. Un agente se comunicará con usted en breve.');
      expect(part).toContain('Le respondemos en menos de 24 horas.');
    }

    expect(mailTo(ENGLISH_DESK)).toEqual([]);
    const [notification] = mailTo(SPANISH_DESK);
    expect(notification?.subject).toBe('New message from Lucía Hernández (prefers Spanish)');
    expect(notification?.text).toContain('Reply to this e-mail to answer Lucía Hernández directly.');
    expect(notification?.text).toContain('Spanish: sent from the Spanish site. Please reply in Spanish.');
    expect(notification?.text).toContain(`${SITE}/es/contact`);

    const [stored] = await sqlLeadStore(db).list();
    expect(stored).toMatchObject({ page: '/es/contact', language: 'es' });
  });

  it('an English lead: the English confirmation, and the agency e-mail to LEAD_NOTIFY_TO, unflagged', async () => {
    expect((await postJson(app.baseUrl, '/api/contact', { name: 'Maya Chen', email: 'maya@example.com', phone: '(949) 555-0101', page: '/' }, { 'accept-language': 'es' })).status).toBe(201);
    await drained();
    expect(mailTo('maya@example.com').map((m) => m.subject)).toEqual(['Pacific Crest Realty: we received your message']);
    expect(mailTo(SPANISH_DESK)).toEqual([]);
    expect(mailTo(ENGLISH_DESK).map((m) => m.subject)).toEqual(['New contact request from Maya Chen']);
  });

  it('a subscription from a Spanish page: a Spanish confirmation whose link opens the Spanish unsubscribe page, which unsubscribes in Spanish', async () => {
    const res = await postJson(app.baseUrl, '/api/subscribe', { name: 'Lucía Hernández', email: 'lucia@example.com', interest: 'Market updates', page: '/es' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await drained();
    const [confirmation] = mailTo('lucia@example.com');
    expect(confirmation?.subject).toBe('Pacific Crest Realty: confirme su suscripción');
    expect(confirmation?.text).toContain('Pidió recibir información sobre: Novedades del mercado');
    const link = /https:\/\/www\.pacificcrest\.example\/es\/unsubscribe\?lead=[^\s"<>\]]+/.exec(confirmation?.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(new URL(link!).searchParams.get('lead')).toBe(id);
    // The one-click URL of List-Unsubscribe stays the API's (mail clients POST it; no page is shown).
    expect(confirmation?.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain(`<${SITE}/api/unsubscribe?lead=${id}&token=`);
    expect(mailTo(SPANISH_DESK).map((m) => m.subject)).toEqual(['New subscriber: Lucía Hernández (prefers Spanish)']);

    const local = link!.replace(SITE, app.baseUrl);
    const shown = await fetch(local);
    expect(shown.status).toBe(200);
    const page = await shown.text();
    expect(page).toContain('<html lang="es-US"');
    expect(page).toContain('¿Dejar de recibir todos nuestros correos en la dirección de esta suscripción?');
    expect(page).toContain(`action="/es/unsubscribe?`);
    expect(page).toMatch(/<button type="submit"[^>]*>Cancelar la suscripción<\/button>/);

    // The button without scripts: 303 back to the page, which says it is done, in Spanish.
    const done = await fetch(local, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(303);
    const donePage = await (await fetch(`${app.baseUrl}${done.headers.get('location')}`)).text();
    expect(donePage).toContain('Suscripción cancelada');
    expect(donePage).toContain('Su suscripción está cancelada: no volveremos a escribir a esta dirección a menos que usted se suscriba de nuevo.');
    expect(await db.query('SELECT email FROM mail_opt_outs')).toEqual([{ email: 'lucia@example.com' }]);

    const forged = await fetch(`${app.baseUrl}/es/unsubscribe?lead=${id}&token=${'A'.repeat(43)}`);
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain('Este enlace para cancelar la suscripción no es válido.');
    // The English page is unchanged.
    const english = await fetch(`${app.baseUrl}/unsubscribe?lead=${id}&token=${'A'.repeat(43)}`);
    expect(await english.text()).toContain('<html lang="en-US"');
  });
});

describe('migration 010', () => {
  it('keeps the opt-outs recorded as typed by the mailbox they reach (decision 0045)', async () => {
    const folder = pgliteDataDir('mail-identity-migration');
    const before = tempDir('migrations-before-010');
    const db = await openPgliteClient(folder.dir);
    try {
      for (const file of fs.readdirSync(migrationsDir).filter((name) => name < '010')) fs.copyFileSync(path.join(migrationsDir, file), path.join(before.dir, file));
      await migrate(db, before.dir, silentLogger);
      for (const email of ['victim+news@gmail.com', 'v.ictim@googlemail.com', 'jo.ann+x@example.com', 'sam@example.com']) {
        await db.query('INSERT INTO mail_opt_outs (email) VALUES ($1)', [email]);
      }
      expect(await migrate(db, migrationsDir, silentLogger)).toEqual(['010', '011', '012', '013', '014', '015', '016', '017', '018']);
      const rows = await db.query<{ email: string }>('SELECT email FROM mail_opt_outs ORDER BY email');
      expect(rows.map((row) => row.email)).toEqual(['jo.ann@example.com', 'sam@example.com', 'victim@gmail.com']);
    } finally {
      await db.close();
      folder.remove();
      before.remove();
    }
  });
});

describe('migration 006', () => {
  it('gives leads already sent from a Spanish page Spanish, every other lead English', async () => {
    const folder = pgliteDataDir('lead-language-migration');
    const before = tempDir('migrations-before-006');
    const db = await openPgliteClient(folder.dir);
    try {
      for (const file of fs.readdirSync(migrationsDir).filter((name) => name < '006')) fs.copyFileSync(path.join(migrationsDir, file), path.join(before.dir, file));
      await migrate(db, before.dir, silentLogger);
      for (const [n, page] of ['/es', '/es/contact', '/espanol', '/contact', null].entries()) {
        await db.query(`INSERT INTO leads (id, kind, name, email, page) VALUES ($1, 'subscribe', 'Sam Lee', 'sam@example.com', $2)`, [`00000000-0000-4000-8000-00000000000${n}`, page]);
      }
      expect(await migrate(db, migrationsDir, silentLogger)).toEqual(['006', '007', '008', '009', '010', '011', '012', '013', '014', '015', '016', '017', '018']);
      const rows = await db.query<{ page: string | null; language: string }>('SELECT page, language FROM leads ORDER BY id');
      expect(rows.map((row) => [row.page, row.language])).toEqual([
        ['/es', 'es'],
        ['/es/contact', 'es'],
        ['/espanol', 'en'],
        ['/contact', 'en'],
        [null, 'en'],
      ]);
      await expect(db.query(`UPDATE leads SET language = 'fr'`)).rejects.toThrow();
    } finally {
      await db.close();
      folder.remove();
      before.remove();
    }
  });
});
