import { apiErrorMessages, UnsubscribeQuerySchema } from '@pcr/contracts';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from './logger.js';
import type { UnsubscribeService } from './notifications/unsubscribe.js';
import { requestIdOf } from './http/request-context.js';
import { validate } from './standard-schema.js';

/**
 * `/unsubscribe?lead=…&token=…`, the link of a subscription confirmation (decision 0016). A GET only
 * shows a button: mail scanners open every link, and a GET that unsubscribed would unsubscribe
 * people who never clicked. The button POSTs to this same URL, which records the opt-out like
 * POST /api/unsubscribe (the one-click URL of the List-Unsubscribe header) and says so.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${escape(title)}</h1>
${body}
</body></html>
`;

const readForm = express.urlencoded({ extended: false, limit: '1kb' });

export function unsubscribePage(service: UnsubscribeService | undefined, logger: Logger): Router {
  const router = express.Router();
  const link = (req: Request) => {
    const query = validate(UnsubscribeQuerySchema, req.query);
    return query.ok && service?.isValid(query.value.lead, query.value.token) ? query.value : undefined;
  };
  const invalid = (res: Response) =>
    res.status(403).type('html').send(page('Unsubscribe', `<p>${escape(apiErrorMessages.unsubscribeLinkInvalid)}</p>`));
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
      const message = code === 413 ? apiErrorMessages.payloadTooLarge : apiErrorMessages.invalidBody;
      res.status(code).type('html').set('Cache-Control', 'no-store').send(page('Unsubscribe', `<p>${escape(message)}</p>`));
    });
  };

  router.get('/unsubscribe', (req, res) => {
    const valid = link(req);
    if (!valid) return void invalid(res);
    const action = `/unsubscribe?${new URLSearchParams(valid)}`;
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        page(
          'Unsubscribe',
          `<p>Stop all e-mails from us to the address of this subscription?</p>
<form method="post" action="${escape(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
        ),
      );
  });

  router.post('/unsubscribe', formBody, async (req, res, next) => {
    const valid = link(req);
    if (!valid || !service) return void invalid(res);
    try {
      await service.optOut(valid.lead);
      logger.info('unsubscribed', { requestId: requestIdOf(res), lead: valid.lead });
      res.type('html').set('Cache-Control', 'no-store').send(page('Unsubscribed', `<p>${escape(apiErrorMessages.unsubscribed)}</p>`));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
