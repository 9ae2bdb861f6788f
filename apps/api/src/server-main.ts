import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { agents, cities, hotListings, leadRouting } from '@pcr/content';
import { createApp, createHttpServer } from './app.js';
import { ConfigError, loadConfig, migrationsDir } from './config.js';
import { fixtureContentRepository, withOwnListings, type ContentRepository } from './content-repository.js';
import { leadRouter, type LeadRouter } from './lead-routing.js';
import { bundledCityGuides } from './city-guides/bundled-provider.js';
import { httpCityGuides } from './city-guides/http-provider.js';
import { bundledProvider } from './hot-listings/bundled-provider.js';
import { httpProvider } from './hot-listings/http-provider.js';
import { mlsFeed, mlsHotListings } from './mls/mls-hot-listings.js';
import { alertListingOf, mlsOwnListings } from './mls/mls-own-listings.js';
import { sqlAlertManagement } from './alerts/alert-management.js';
import { sqlAlertMailSource } from './alerts/alert-mail-source.js';
import { startAlertRunner } from './alerts/alert-runner.js';
import { suppressRefusedAddress } from './notifications/mail-suppression.js';
import { answerCache } from './api/answer-cache.js';
import { sqlRateLimiter } from './http/sql-rate-limit.js';
import { createJsonLogger, errorFields } from './logger.js';
import { emlTransport, smtpTransport, startLeadMailDispatcher } from './notifications/lead-mail.js';
import { startLeadWebhookDispatcher } from './notifications/lead-webhook.js';
import { sqlSubscriptionConfirmations } from './notifications/subscription-confirmation.js';
import { sqlUnsubscribeService, subscriptionLinks, unsubscribeSecret } from './notifications/unsubscribe.js';
import { installGracefulShutdown } from './shutdown.js';
import { sqlLeadMailOutbox } from './storage/lead-mail-outbox.js';
import { sqlLeadOutbox } from './storage/lead-outbox.js';
import { sqlLeadStore } from './storage/lead-store.js';
import { tourDesk } from './tours/tour-desk.js';
import { tourLinks } from './tours/tour-links.js';
import { tourMailSource } from './tours/tour-mail.js';
import { sqlTourStore } from './tours/tour-store.js';
import { sqlBuyerSearches } from './seller/buyer-searches.js';
import { migrate } from './storage/migrate.js';
import { openSqlClient } from './storage/open.js';
import { startRetentionSchedule } from './storage/retention-schedule.js';
import { removeEmailsOfDeletedLeads } from './notifications/eml-files.js';

/** The server: environment → database (migrated) → app → listen, with a graceful stop. */
async function main(): Promise<void> {
  let config;
  let routeLead: LeadRouter;
  try {
    config = loadConfig(process.env);
    // The content's lead routing file, checked against the team and the cities (issue 47, section 3).
    routeLead = leadRouter(leadRouting, agents, cities, (propertyId) => content.property(propertyId)?.agent.slug);
  } catch (error) {
    if (error instanceof ConfigError) {
      // Every bad variable at once: one line each, so a deploy is fixed in one go.
      process.stderr.write(error.problems.map((problem) => `Configuration error: ${problem}\n`).join(''));
      process.exit(1);
    }
    throw error;
  }
  const logger = createJsonLogger({ level: config.logLevel });
  process.on('unhandledRejection', (reason) => logger.error('unhandled rejection', errorFields(reason)));

  const db = await openSqlClient(config, logger);
  await migrate(db, migrationsDir, logger);
  logger.info('database ready', { driver: db.driver, ...(db.driver === 'pglite' ? { dataDir: config.dataDir } : {}) });

  // New-lead notifications: queued with each lead, delivered in the background (pending ones from before a restart too).
  const notifier = config.leadWebhook ? startLeadWebhookDispatcher(sqlLeadOutbox(db), config.leadWebhook, logger) : undefined;
  if (config.leadWebhook) {
    const { timeoutMs, maxAttempts } = config.leadWebhook;
    logger.info('lead notifications on', { to: new URL(config.leadWebhook.url).origin, timeoutMs, maxAttempts });
  }
  // Lead e-mails (decision 0016): over SMTP_URL, or as .eml files in DATA_DIR/outbox-mail; pending ones from before a restart too.
  const { leadMail } = config;
  const mailTransport = leadMail.smtpUrl ? smtpTransport(leadMail.smtpUrl, leadMail.timeoutMs) : emlTransport(leadMail.emlDir);
  const secret = await unsubscribeSecret(db);
  const bundled = fixtureContentRepository();
  // Alert e-mails show the MLS copy's records as the site does, pending and sold ones too (decision 0038).
  const alertListing = config.reso ? alertListingOf(config.reso, { neighborhoods: bundled.neighborhoods(), agents: bundled.agents() }) : () => undefined;
  const alertMail = sqlAlertMailSource(db, { siteUrl: config.siteUrl, neighborhoods: bundled.neighborhoods(), propertyOf: alertListing, siteProperty: (id) => bundled.property(id) });
  // Tours (issue 48): their changes queue e-mails, which the mailer sends with the rest.
  const tours = sqlTourStore(db, { onQueued: () => mailer.wake() });
  const links = tourLinks(secret, config.siteUrl);
  const agency = { name: leadMail.identity.brand, email: leadMail.identity.email };
  const mailer = startLeadMailDispatcher(sqlLeadMailOutbox(db), leadMail, mailTransport, subscriptionLinks(secret, config.siteUrl), logger, {
    alerts: alertMail,
    tours: tourMailSource(tours, { siteUrl: config.siteUrl, links, agency }),
    onAddressRefused: suppressRefusedAddress(db, logger),
  });
  logger.info(leadMail.smtpUrl ? 'lead e-mails over SMTP' : 'lead e-mails written as .eml files (set SMTP_URL to send them)', {
    to: mailTransport.target,
    agencyAddresses: leadMail.notifyTo.en.length,
    // LEAD_NOTIFY_TO_ES, or the same addresses when it is unset.
    spanishAgencyAddresses: leadMail.notifyTo.es.length,
  });
  // One MLS connection (token, Retry-After) for the hot listings and the agency's own listings.
  const feed = config.reso ? mlsFeed(config.reso, logger) : undefined;
  const answers = answerCache();
  // RESO_OFFICE_ID: the agency's listings are a copy of the MLS's in the database, refreshed before the first visitor and then in the background (decisions 0020, 0036).
  const ownListings =
    config.reso?.officeId && feed
      ? mlsOwnListings(config.reso, { feed, officeId: config.reso.officeId, neighborhoods: bundled.neighborhoods(), agents: bundled.agents(), logger }, db, () => {
          answers.clear();
          // The copy changed: new listing events may make alert e-mails.
          alertRunner?.wake();
        })
      : undefined;
  // Saved-search alerts are made of the copy's events: every instance matches them (decision 0038).
  const alertRunner = ownListings
    ? startAlertRunner(db, { neighborhoods: bundled.neighborhoods(), propertyOf: alertListing }, logger, { onQueued: () => mailer.wake() })
    : undefined;
  if (ownListings) {
    await ownListings.refresh();
    ownListings.start();
  }
  const content: ContentRepository = ownListings ? withOwnListings(bundled, ownListings) : bundled;
  // Leads to Follow Up Boss (decision 0057): its code is loaded only when FOLLOW_UP_BOSS_API_KEY is set (0044).
  const { followUpBoss } = config;
  const crm = followUpBoss
    ? (await import('./notifications/follow-up-boss.js')).startFollowUpBoss(db, followUpBoss, content, logger)
    : undefined;
  if (followUpBoss) {
    const { url: to, source, system } = followUpBoss;
    logger.info('leads to Follow Up Boss on', { to, source, system });
  }
  // The privacy policy's retention periods, kept by the server itself (at start, then daily).
  const stopRetention = startRetentionSchedule(db, config.retention, logger, {
    afterPurge: () => removeEmailsOfDeletedLeads(db, config.leadMail.emlDir),
  });
  const stopBackgroundWork = async () => {
    ownListings?.stop();
    await alertRunner?.stop();
    await stopRetention();
    await Promise.all([notifier?.stop(), mailer.stop(), crm?.stop()]);
    mailTransport.close();
    await db.close();
  };

  const app = createApp({
    leads: sqlLeadStore(db, {
      outbox: notifier !== undefined,
      crm: crm !== undefined,
      mail: { notifyTo: leadMail.notifyTo, copyTo: leadMail.copyTo },
      route: routeLead,
      onQueued: () => {
        notifier?.wake();
        mailer.wake();
        crm?.wake();
      },
    }),
    hotListings: config.reso
      ? mlsHotListings(config.reso, logger, {}, feed)
      : config.hotListingsUrl
        ? httpProvider(config.hotListingsUrl, config.hotListingsTimeoutMs, { answerTtlMs: config.upstreamAnswerTtlMs })
        : bundledProvider(hotListings),
    cityGuides: config.cityGuidesUrl
      ? httpCityGuides(config.cityGuidesUrl, config.cityGuidesTimeoutMs, { answerTtlMs: config.upstreamAnswerTtlMs })
      : bundledCityGuides(content),
    citiesBundled: !config.cityGuidesUrl,
    content,
    logger,
    config,
    // Several instances on one PostgreSQL count each client's attempts together; PGlite has one process.
    limiter: db.driver === 'pg' ? sqlRateLimiter(db, config.rateLimit) : undefined,
    unsubscribe: sqlUnsubscribeService(db, secret),
    subscriptions: sqlSubscriptionConfirmations(db, secret, { crm: crm !== undefined, onQueued: () => crm?.wake() }),
    alerts: sqlAlertManagement(db, secret, { onQueued: () => mailer.wake() }),
    buyerSearches: sqlBuyerSearches(db),
    tourDesk: tourDesk({ tours, links, property: (id) => content.property(id), agencyTo: (language) => leadMail.notifyTo[language] }),
    answers,
  });

  if (!fs.existsSync(path.join(config.webDist, 'index.html'))) {
    logger.warn('no built web app: site pages answer a "run the build" page', { webDist: config.webDist });
  }

  const server = createHttpServer(app, { siteUrl: config.siteUrl }).listen(config.port, config.host);
  // Lead bodies are at most 32 kB: a client still sending after 30 s is stalling, not uploading.
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;
  server.on('error', async (error) => {
    logger.error('server error', errorFields(error));
    await stopBackgroundWork().catch(() => undefined);
    process.exit(1);
  });
  server.on('listening', () => {
    const { address, port } = server.address() as AddressInfo;
    const host = address.includes(':') ? `[${address}]` : address;
    logger.info('listening', {
      url: `http://${host}:${port}`,
      hotListings: config.reso ? 'reso' : config.hotListingsUrl ? 'http' : 'bundled',
      properties: ownListings ? 'reso' : 'bundled',
      cityGuides: config.cityGuidesUrl ? 'http' : 'bundled',
      webDist: config.webDist,
    });
  });
  installGracefulShutdown({ server, logger, timeoutMs: config.shutdownTimeoutMs, cleanup: stopBackgroundWork });
}

main().catch((error: unknown) => {
  // Before the logger exists or when the start itself fails: one JSON line, exit 1.
  createJsonLogger().error('start failed', errorFields(error));
  process.exit(1);
});
