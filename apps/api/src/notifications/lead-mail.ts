import fs from 'node:fs/promises';
import path from 'node:path';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { Transporter, TransportOptions } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';
import type { Locale } from '@pcr/contracts';
import type { LeadEmail } from '@pcr/ui/email';
import type { AlertMailSource } from '../alerts/alert-mail-source.js';
import type { LeadMailConfig } from '../config.js';
import { errorFields, type Logger } from '../logger.js';
import type { Outbox } from '../storage/lead-outbox.js';
import type { MailDelivery } from '../storage/lead-mail-outbox.js';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../storage/private-dir.js';
import type { TourMail, TourMailSource } from '../tours/tour-mail.js';
import { emlFileName } from './eml-files.js';
import { startOutboxDispatcher, type AttemptFailure, type OutboxDispatcher, type OutboxDispatcherOptions } from './outbox-dispatcher.js';

/**
 * Sends the lead e-mails queued in lead_mail_outbox (decision 0016) through the shared outbox loop:
 * the agency's notification (Reply-To: the visitor) and the visitor's confirmation, rendered from the
 * `ui` library's templates. Over SMTP_URL with nodemailer, or, without it, written as .eml files
 * (the whole RFC 822 message nodemailer would have sent) under DATA_DIR/outbox-mail.
 *
 * Every message carries a Message-ID made of its outbox row's id, the same on every attempt, so a
 * message sent again after an unknown outcome (the connection dropped after the data went out) is
 * recognisable as the same message. Logs carry the row, the lead and the message kind, never the
 * form or an address.
 */

/** Where composed messages go: an SMTP server, or files. */
export interface MailTransport {
  /** Human-readable target for the start log, without credentials. */
  readonly target: string;
  /** Sends one message, given up when `signal` aborts; resolves to the file written, if it was one. */
  send(message: Mail.Options, delivery: MailDelivery, signal: AbortSignal): Promise<{ file?: string }>;
  close(): void;
}

/** The signed links of a subscription lead (unsubscribe.ts). */
export interface SubscriptionLinks {
  /** The List-Unsubscribe URL, for the one-click POST (RFC 8058). No mailto: nobody reads that mailbox automatically. */
  oneClick(leadId: string): string;
  /**
   * The e-mail's link: a page with a confirm button (a GET alone changes nothing: mail scanners open
   * links), in the lead's language (/es/unsubscribe for a Spanish lead).
   */
  page(leadId: string, language: Locale): string;
  /** The site's page that confirms the subscription (double opt-in, decision 0037), in the lead's language. */
  confirmation(leadId: string, language: Locale): string;
  /** The site's page that manages every alert of the lead's address (decision 0038), in the lead's language. */
  manageAlerts(leadId: string, language: Locale): string;
}

/** Message-ID domain: the part after @ in MAIL_FROM. */
const fromDomain = (from: string) => /@([^\s<>@]+?)>?$/.exec(from.trim())?.[1] ?? 'localhost';

/**
 * A nodemailer transporter made on the first message: nodemailer's code (about 12 MB resident) loads
 * when there is mail to send, not at every start (decision 0044).
 */
function transporterOnFirstUse(options: SMTPTransport.Options | StreamTransport.Options | TransportOptions) {
  let transporter: Promise<Transporter> | undefined;
  return {
    get: () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options))),
    close: () => void transporter?.then((made) => made.close()),
  };
}

/** nodemailer's SMTP transport (SMTP_URL), with the attempt timeouts and no file or URL access. */
export function smtpTransport(smtpUrl: string, timeoutMs: number): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = transporterOnFirstUse({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    target: `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`,
    async send(message, _delivery, signal) {
      // nodemailer closes the connection when the signal aborts (its types do not list the option yet).
      await (await transporter.get()).sendMail({ ...message, signal } as Mail.Options);
      return {};
    },
    close: transporter.close,
  };
}

/**
 * The embedded default: each message as an .eml file named after its outbox row and lead (written
 * to a temporary name, then renamed), so a retry rewrites the same file instead of adding one, and
 * deleting the lead can delete its files (eml-files.ts). Files 0600 in a 0700 folder: visitors' messages.
 */
export function emlTransport(dir: string): MailTransport {
  const transporter = transporterOnFirstUse({ streamTransport: true, buffer: true, newline: 'unix', disableFileAccess: true, disableUrlAccess: true });
  return {
    target: dir,
    async send(message, delivery, signal) {
      const info = await (await transporter.get()).sendMail(message);
      await ensurePrivateDir(dir);
      const file = path.join(dir, emlFileName(delivery));
      const partial = `${file}.partial`;
      await fs.writeFile(partial, info.message as Buffer, { signal, mode: PRIVATE_FILE_MODE });
      await fs.rename(partial, file);
      return { file };
    },
    close: transporter.close,
  };
}

/**
 * Which template a delivery is: the agency's notification (a seller's with its home), the
 * confirmation of the visitor's form, and for an alert its request to confirm or one of its e-mails.
 * Undefined when there is nothing to send any more (the alert was stopped, or the homes of its e-mail
 * are gone from the MLS).
 */
export async function leadEmailOf(delivery: MailDelivery, links: SubscriptionLinks, alerts?: AlertMailSource): Promise<LeadEmail | undefined> {
  const { lead } = delivery;
  if (delivery.messageKind === 'agency_notification') {
    // A seller's lead shows its home and the homes like it the site showed (issue 47); the store keeps
    // a home with every one.
    const { home } = lead;
    if (lead.kind === 'seller' && home) return { template: 'seller-notification', lead: { ...lead, home } };
    return { template: 'agency-notification', lead };
  }
  // The visitor's e-mails come in the language of the page they sent the form from (decision 0033).
  const { language } = lead;
  if (delivery.messageKind === 'manage_link') return { template: 'manage-link', manageUrl: links.manageAlerts(lead.id, language), language };
  if (lead.kind === 'alert') {
    const unsubscribeUrl = links.page(lead.id, language);
    if (delivery.messageKind === 'alert_digest') {
      const digest = await alerts?.digestOf(delivery.id, lead.id, language);
      return digest && { template: 'alert-digest', ...digest, manageUrl: links.manageAlerts(lead.id, language), unsubscribeUrl, language };
    }
    const alert = await alerts?.alertOf(lead.id, language);
    return alert && { template: 'alert-confirmation', ...alert, confirmUrl: links.confirmation(lead.id, language), unsubscribeUrl, language };
  }
  if (lead.kind === 'subscribe') {
    return {
      template: 'subscription-confirmation',
      interest: lead.interest ?? '',
      confirmUrl: links.confirmation(lead.id, language),
      unsubscribeUrl: links.page(lead.id, language),
      language,
    };
  }
  // The confirmation names the agent the lead went to (issue 47, section 3).
  const agentName = lead.assignedAgent?.name;
  if (lead.kind === 'seller') return { template: 'seller-confirmation', language, ...(agentName ? { agentName } : {}) };
  return { template: 'contact-confirmation', language, ...(agentName ? { agentName } : {}) };
}

/** The visitor's e-mails that answer one request, not a list's: no List-Unsubscribe. */
const ONE_OFF_ANSWERS: ReadonlySet<LeadEmail['template']> = new Set([
  'contact-confirmation',
  'seller-confirmation',
  'manage-link',
  'tour-request',
  'tour-confirmed',
  'tour-proposed',
  'tour-cancelled',
]);

/** A tour's e-mails to its agent (or the desk): a reply goes to the visitor. */
const AGENT_TOUR_TEMPLATES: ReadonlySet<LeadEmail['template']> = new Set(['tour-notification', 'tour-accepted']);

/**
 * The message of one delivery (undefined: nothing to send any more). Addresses go to nodemailer as
 * { name, address } objects, which it encodes; the form schemas already refuse line breaks in names
 * and addresses, so no header is ever built from raw input.
 */
export async function composeLeadMail(
  delivery: MailDelivery,
  config: LeadMailConfig,
  links: SubscriptionLinks,
  alerts?: AlertMailSource,
  tours?: TourMailSource,
): Promise<Mail.Options | undefined> {
  // A tour's e-mails are its own (issue 48): the tour as it is, or as the change queued it.
  let tourMail: TourMail | undefined;
  if (delivery.lead.kind === 'tour') {
    tourMail = await tours?.mailOf(delivery);
    if (!tourMail) return undefined;
  }
  const email = tourMail ? tourMail.email : await leadEmailOf(delivery, links, alerts);
  if (!email) return undefined;
  // The templates (React Email) load with the first message, not at every start (decision 0044).
  const { renderLeadEmail } = await import('@pcr/ui/email');
  const rendered = await renderLeadEmail(email, { identity: config.identity, siteUrl: config.siteUrl });
  const { lead } = delivery;
  const message: Mail.Options = {
    from: config.from,
    messageId: `<${delivery.id}@${fromDomain(config.from)}>`,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    date: new Date(delivery.queuedAt),
  };
  if (delivery.messageKind === 'agency_notification' || AGENT_TOUR_TEMPLATES.has(email.template) || (email.template === 'tour-cancelled' && email.audience === 'agent')) {
    return { ...message, to: delivery.recipient, replyTo: { name: lead.name, address: lead.email } };
  }
  // A confirmed tour's invitation, or its cancellation (iTIP over e-mail): mail programs show accept and decline, or take it off the calendar.
  if (tourMail?.calendar) message.icalEvent = { method: tourMail.calendar.method, filename: 'tour.ics', content: tourMail.calendar.content };
  // Anyone can type any address into a form: the visitor's e-mail repeats nothing they typed, not even their name (issue 31).
  message.to = delivery.recipient;
  // A list's e-mails only: a contact's or a seller's confirmation and a link asked for are one-off answers.
  if (!ONE_OFF_ANSWERS.has(email.template)) {
    // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the URL (for an alert: that alert).
    message.headers = {
      'List-Unsubscribe': { prepared: true, value: `<${links.oneClick(lead.id)}>` },
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
  return message;
}

/** SMTP reply codes and connection errors, without the server's text (which may quote an address). */
function smtpFailure(error: unknown): AttemptFailure {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') {
    // A 5xx about a recipient is final for that row; other 5xx (authentication, policy) may be fixed by the operator.
    return { reason: `SMTP ${responseCode}${typeof code === 'string' ? ` ${code}` : ''}`, permanent: responseCode >= 500 && code === 'EENVELOPE' };
  }
  if (typeof code === 'string') return { reason: code };
  return { reason: error instanceof Error ? error.name : 'unknown error' };
}

export type LeadMailDispatcher = OutboxDispatcher;

export function startLeadMailDispatcher(
  outbox: Outbox<MailDelivery>,
  config: LeadMailConfig,
  transport: MailTransport,
  unsubscribe: SubscriptionLinks,
  logger: Logger,
  options: OutboxDispatcherOptions & {
    alerts?: AlertMailSource;
    /** A tour's e-mails (issue 48); without it a tour lead's e-mails have nothing to send. */
    tours?: TourMailSource;
    /**
     * The mail server refused a visitor's address for good (a hard bounce at send time): called so
     * no more e-mail goes to it (alerts included) until the address confirms again.
     */
    onAddressRefused?: (delivery: MailDelivery) => Promise<void>;
  } = {},
): LeadMailDispatcher {
  async function attempt(delivery: MailDelivery, stopSignal: AbortSignal): Promise<AttemptFailure | undefined> {
    const message = await composeLeadMail(delivery, config, unsubscribe, options.alerts, options.tours);
    if (!message) {
      logger.info('lead e-mail has nothing to send any more, dropped', { delivery: delivery.id, lead: delivery.lead.id, message: delivery.messageKind });
      return undefined;
    }
    // Stopping, or the attempt's deadline, ends the send (the transport closes its connection) and the
    // wait for it: the row is released or retried; a message that still went out is sent again later
    // with the same Message-ID.
    const signal = AbortSignal.any([stopSignal, AbortSignal.timeout(config.attemptTimeoutMs)]);
    let onEnd: (() => void) | undefined;
    const ended = new Promise<AttemptFailure>((resolve) => {
      onEnd = () => resolve({ reason: stopSignal.aborted ? 'stopped' : `no complete send within ${config.attemptTimeoutMs} ms` });
      signal.addEventListener('abort', onEnd, { once: true });
    });
    try {
      const sent = await Promise.race([transport.send(message, delivery, signal), ended]);
      if ('reason' in sent) return sent;
      if (sent.file) logger.info('lead e-mail written as a file (no SMTP_URL)', { delivery: delivery.id, lead: delivery.lead.id, file: sent.file });
      return undefined;
    } catch (error) {
      if (signal.aborted) return ended;
      const failure = smtpFailure(error);
      if (failure.permanent && delivery.messageKind !== 'agency_notification') {
        await options.onAddressRefused?.(delivery).catch((suppressError: unknown) => logger.warn('could not stop e-mail to a refused address', errorFields(suppressError)));
      }
      return failure;
    } finally {
      if (onEnd) signal.removeEventListener('abort', onEnd);
    }
  }

  return startOutboxDispatcher(
    outbox,
    {
      name: 'lead e-mail',
      retry: config,
      // The attempt's deadline; rendering and recording take a moment.
      leaseMs: config.attemptTimeoutMs + 5000,
      attempt,
      logFields: (delivery) => ({ message: delivery.messageKind }),
    },
    logger,
    options,
  );
}
