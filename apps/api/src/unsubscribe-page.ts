import { apiErrorMessages, LOCALE_TAGS, pathInLocale, splitLocale, UnsubscribeQuerySchema, type Locale } from '@pcr/contracts';
import { leadValidationMessagesEs } from '@pcr/contracts/api-messages-es';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from './logger.js';
import { UNSUBSCRIBE_PAGE, type UnsubscribeService } from './notifications/unsubscribe.js';
import { requestIdOf } from './http/request-context.js';
import { validate } from './standard-schema.js';

/**
 * `/unsubscribe?lead=…&token=…`, the link of a subscription confirmation (decision 0016). A GET only
 * shows a button: mail scanners open every link, and a GET that unsubscribed would unsubscribe
 * people who never clicked. The button POSTs to this same URL, which records the opt-out like
 * POST /api/unsubscribe (the one-click URL of the List-Unsubscribe header) and says so.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's texts; its language is the one its path names (/es/unsubscribe: Spanish, decision 0033). */
const pageTexts = {
  en: {
    unsubscribe: 'Unsubscribe',
    unsubscribed: 'Unsubscribed',
    question: 'Stop all e-mails from us to the address of this subscription?',
    done: apiErrorMessages.unsubscribed,
    invalidLink: apiErrorMessages.unsubscribeLinkInvalid,
    tooLarge: apiErrorMessages.payloadTooLarge,
    invalidBody: apiErrorMessages.invalidBody,
    stopAlert: 'Stop this alert',
    alertStopped: 'Alert stopped',
    alertQuestion: 'Stop this alert? You will get no more e-mails about this search or home.',
    alertDone: apiErrorMessages.alertStopped,
  },
  es: {
    unsubscribe: 'Cancelar la suscripción',
    unsubscribed: 'Suscripción cancelada',
    question: '¿Dejar de recibir todos nuestros correos en la dirección de esta suscripción?',
    done: 'Su suscripción está cancelada: no volveremos a escribir a esta dirección a menos que usted se suscriba de nuevo.',
    invalidLink: 'Este enlace para cancelar la suscripción no es válido.',
    tooLarge: 'El cuerpo de la solicitud es demasiado grande.',
    invalidBody: leadValidationMessagesEs[apiErrorMessages.invalidBody],
    stopAlert: 'Detener esta alerta',
    alertStopped: 'Alerta detenida',
    alertQuestion: '¿Detener esta alerta? No recibirá más correos sobre esta búsqueda o vivienda.',
    alertDone: 'Esta alerta está detenida: no enviará más correos.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const page = (locale: Locale, title: string, body: string) => `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${escape(title)}</h1>
${body}
</body></html>
`;

const readForm = express.urlencoded({ extended: false, limit: '1kb' });

/** The page's two addresses: English, and the same under /es. */
const PATHS = [UNSUBSCRIBE_PAGE, pathInLocale(UNSUBSCRIBE_PAGE, 'es')];
const localeOf = (req: Request): Locale => splitLocale(req.path).locale;

export function unsubscribePage(service: UnsubscribeService | undefined, logger: Logger): Router {
  const router = express.Router();
  const link = (req: Request) => {
    const query = validate(UnsubscribeQuerySchema, req.query);
    return query.ok && service?.isValid(query.value.lead, query.value.token) ? query.value : undefined;
  };
  const invalid = (req: Request, res: Response) => {
    const locale = localeOf(req);
    res.status(403).type('html').send(page(locale, pageTexts[locale].unsubscribe, `<p>${escape(pageTexts[locale].invalidLink)}</p>`));
  };
  /**
   * The button's form body, read within 1 kB; a body that cannot be read (too large, an unknown
   * charset or content encoding, a broken gzip) is the client's mistake: its 4xx as a page, and
   * nothing is recorded.
   */
  const formBody: RequestHandler = (req, res, next) => {
    readForm(req, res, (error?: unknown) => {
      if (error === undefined || error === null) return void next();
      const { status, type } = error as { status?: unknown; type?: unknown };
      const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
      logger.info('request body rejected', { requestId: requestIdOf(res), status: code, type: typeof type === 'string' ? type : undefined });
      const texts = pageTexts[localeOf(req)];
      const message = code === 413 ? texts.tooLarge : texts.invalidBody;
      res.status(code).type('html').set('Cache-Control', 'no-store').send(page(localeOf(req), texts.unsubscribe, `<p>${escape(message)}</p>`));
    });
  };

  router.get(PATHS, async (req, res, next) => {
    const valid = link(req);
    if (!valid || !service) return void invalid(req, res);
    const locale = localeOf(req);
    const texts = pageTexts[locale];
    let alert;
    try {
      alert = (await service.scopeOf(valid.lead)) === 'alert';
    } catch (error) {
      return void next(error);
    }
    const [title, question] = alert ? [texts.stopAlert, texts.alertQuestion] : [texts.unsubscribe, texts.question];
    // The button posts to this same address, so the answer stays in the page's language.
    const action = `${req.path}?${new URLSearchParams(valid)}`;
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        page(
          locale,
          title,
          `<p>${escape(question)}</p>
<form method="post" action="${escape(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escape(title)}</button></form>`,
        ),
      );
  });

  router.post(PATHS, formBody, async (req, res, next) => {
    const valid = link(req);
    if (!valid || !service) return void invalid(req, res);
    try {
      const scope = await service.optOut(valid.lead);
      logger.info(scope === 'alert' ? 'alert stopped' : 'unsubscribed', { requestId: requestIdOf(res), lead: valid.lead });
      const locale = localeOf(req);
      const texts = pageTexts[locale];
      const [title, done] = scope === 'alert' ? [texts.alertStopped, texts.alertDone] : [texts.unsubscribed, texts.done];
      res.type('html').set('Cache-Control', 'no-store').send(page(locale, title, `<p>${escape(done)}</p>`));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
