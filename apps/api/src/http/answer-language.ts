import type { RequestHandler, Response } from 'express';
import { LOCALE_TAGS, type Locale } from '@pcr/contracts';
import { leadValidationMessagesEs } from '@pcr/contracts/api-messages-es';

/** Longer headers are not a browser's: read no further (a hostile one costs nothing). */
const MAX_HEADER = 1024;
/** `es`, `es-MX`, `es-419`…: any Spanish. */
const SPANISH = /^es(-|$)/i;

/**
 * The language of an answer from `Accept-Language` (RFC 9110 §12.5.4, decision 0033): the listed
 * language with the highest q-value that the site speaks, the first one on a tie; Spanish for `es`
 * and every regional `es-…`, English for any other language, `*`, nothing or a header that cannot
 * be read. `q=0` means "not this one".
 */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header) return 'en';
  let best: { locale: Locale; q: number } | undefined;
  for (const entry of header.slice(0, MAX_HEADER).split(',')) {
    const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const q = qualityOf(parameters);
    if (!tag || q <= 0) continue;
    const locale: Locale = SPANISH.test(tag) ? 'es' : 'en';
    // Only a language the site speaks counts: "fr, es;q=0.5" is Spanish, "fr" alone English.
    if (locale === 'en' && !/^en(-|$)/i.test(tag)) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? 'en';
}

/** A q-value ("q=0.8"); 1 when absent, 0 when malformed (an entry we cannot read is ignored). */
function qualityOf(parameters: readonly string[]): number {
  const q = parameters.find((parameter) => /^q=/i.test(parameter));
  if (q === undefined) return 1;
  const value = q.slice(2).trim();
  return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
}

const LOCALE_OF_ANSWER = 'answerLocale';

/**
 * First middleware of an endpoint that speaks the client's language: picks it once for every
 * answer of the request, and says that answers vary by Accept-Language (shared caches, decision 0033).
 */
export const answerInClientLanguage: RequestHandler = (req, res, next) => {
  res.locals[LOCALE_OF_ANSWER] = negotiateLocale(req.get('accept-language'));
  res.vary('Accept-Language');
  next();
};

/** The language chosen for this request's answer, or undefined on an endpoint that answers English only. */
export const answerLocaleOf = (res: Response): Locale | undefined => res.locals[LOCALE_OF_ANSWER] as Locale | undefined;

/** A lead endpoint's validation message in the answer's language (no Spanish twin: left as it is). */
export function leadMessageIn(locale: Locale, message: string): string {
  if (locale === 'en') return message;
  return (leadValidationMessagesEs as Readonly<Record<string, string>>)[message] ?? message;
}

/**
 * The body of a lead endpoint's 400 in the answer's language, marking the answer with
 * Content-Language. On an endpoint without `answerInClientLanguage` it is the English body, unmarked.
 */
export function validationErrorBody(res: Response, body: { message: string; issues: { path: string; message: string }[] }): typeof body {
  const locale = answerLocaleOf(res);
  if (!locale) return body;
  res.setHeader('Content-Language', LOCALE_TAGS[locale]);
  return {
    message: leadMessageIn(locale, body.message),
    issues: body.issues.map((issue) => ({ path: issue.path, message: leadMessageIn(locale, issue.message) })),
  };
}

/** Sends a 400 of a lead endpoint in the answer's language (validationErrorBody). */
export function sendValidationError(res: Response, body: { message: string; issues: { path: string; message: string }[] }): void {
  res.status(400).json(validationErrorBody(res, body));
}
