import type { RequestHandler } from 'express';
import { PAGE_STYLESHEET_PREFIX } from '@pcr/contracts';
import { compressBestOnRepeat, type KeptBody } from '../http/compress-on-repeat.js';
import { acceptedCoding, compressBody, sendCompressed } from '../http/compressed-body.js';
import { errorFields, type Logger } from '../logger.js';
import type { WebBuildLoader } from './web-build.js';

/** Its address lists what it holds, so its content never changes: a browser and a proxy keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Page stylesheets kept, the most recently asked for. The site links a few dozen (one per set of
 * parts a page shows); a name past these is made again when asked, and a stranger's made-up lists
 * of real ids cost a join and a quick compression each, less than a fresh page.
 */
const MAX_KEPT = 64;

/**
 * GET/HEAD /assets/styles/<ids>.css: the one stylesheet a page links, its build's stylesheets joined
 * in the order the name lists them (decision 0064), compressed once in the coding asked for and at the
 * best level once asked again (as a kept page is). A name that is not such a list of this build's
 * stylesheets is a plain 404, like any missing file under /assets.
 */
export function pageStylesheets(options: { web: WebBuildLoader; logger: Logger }): RequestHandler {
  const kept = new Map<string, KeptBody>();
  const keep = (name: string, entry: KeptBody) => {
    kept.delete(name);
    kept.set(name, entry);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  };
  const replace = (name: string, old: KeptBody, better: KeptBody) => {
    if (kept.get(name) === old) kept.set(name, better);
  };

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(PAGE_STYLESHEET_PREFIX)) {
      next();
      return;
    }
    const name = req.path.slice(PAGE_STYLESHEET_PREFIX.length);
    void (async () => {
      let entry = kept.get(name);
      if (entry) {
        keep(name, entry);
        const asked = entry;
        void compressBestOnRepeat(asked, (better) => replace(name, asked, better))?.catch((error: unknown) => options.logger.warn('compressing a page stylesheet failed', errorFields(error)));
      } else {
        const css = (await options.web.current())?.renderer?.stylesheet(name);
        if (css === undefined) {
          res.status(404).type('text/plain').send('Not found');
          return;
        }
        entry = { body: compressBody(css, acceptedCoding(req)) };
        keep(name, entry);
      }
      res.status(200).type('text/css; charset=utf-8').setHeader('Cache-Control', IMMUTABLE);
      const body = sendCompressed(req, res, entry.body);
      if (body !== entry.body) replace(name, entry, { body });
    })().catch(next);
  };
}
