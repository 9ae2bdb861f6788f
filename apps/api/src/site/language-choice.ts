import express, { type Router } from 'express';
import { sitePath } from '../http/site-path.js';
import { RequestRefusedError } from './site-actions.js';
import { isLocale, LANGUAGE_COOKIE, LANGUAGE_SWITCH_PATH, pathInLocale, splitLocale, splitTarget, type Locale } from '@pcr/contracts';

/** A year: the choice stands until the visitor switches again. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's remembered language, if the request's cookies name one. */
export function rememberedLocale(cookieHeader: string | undefined): Locale | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=', 2).map((piece) => piece.trim());
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}


/**
 * The language switch and its memory (issue 30, decision 0032):
 * - GET /language/{en|es}?path=/about remembers the choice in a cookie and shows /about in that
 *   language (303), so the header's switch is a plain link that works without JavaScript;
 * - GET / for a visitor who chose Spanish goes to /es: the home page is where a returning visitor
 *   comes in. Every other address stays in the language it names (links and search engines name one).
 */
export function languageChoice({ secureCookie }: { secureCookie: boolean }): Router {
  const router = express.Router();
  router.get(`${LANGUAGE_SWITCH_PATH}/:locale`, (req, res, next) => {
    const { locale } = req.params;
    if (!isLocale(locale)) {
      next();
      return;
    }
    const path = sitePath(typeof req.query.path === 'string' ? req.query.path : '/');
    res.setHeader('Cache-Control', 'no-store');
    if (path === undefined) {
      // Not a page of this site: the site's page for a request it cannot read (request-refused.ts), 400.
      next(new RequestRefusedError('malformed'));
      return;
    }
    const [pathname = '/', query] = path.split('?', 2);
    const target = pathInLocale(splitLocale(pathname).path, locale) + (query ? `?${query}` : '');
    res.setHeader('Set-Cookie', `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secureCookie ? '; Secure' : ''}`);
    res.redirect(303, target);
  });
  router.get('/', (req, res, next) => {
    // The home page depends on the cookie: a shared cache must keep a copy per choice.
    res.setHeader('Vary', 'Cookie');
    const remembered = rememberedLocale(req.headers.cookie);
    if (!remembered || remembered === 'en' || req.path !== '/') {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'private, no-cache');
    res.redirect(302, pathInLocale('/', remembered) + splitTarget(req.originalUrl).query);
  });
  return router;
}
