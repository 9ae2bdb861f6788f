import path from 'node:path';
import express, { type Router } from 'express';
import { precompressedAssets } from '../http/precompressed-assets.js';

/** Vite puts content-hashed files under /assets: their URL changes when they do, so cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else (favicon, images) is revalidated so a deploy shows at once. */
const REVALIDATE = 'no-cache';

/**
 * Build files that are not for visitors: source maps and the route budget's report (they describe the
 * code), and the template's compressed copies (pages are rendered, never sent as the bare template).
 */
const PRIVATE_FILE = /(?:\.map|\/bundle-report\.json|\/index\.html\.(?:br|gz))$/;

/**
 * The built web app's files from the same process: hashed assets with a long cache (and their
 * precompressed copies), content images under /images. A missing file under /assets or /images is a
 * plain 404: a browser asking for a script or an image must not get a page.
 */
export function staticFiles(options: { webDist: string; imagesDir: string }): Router {
  const { webDist, imagesDir } = options;
  const router = express.Router();
  const notFound: express.RequestHandler = (_req, res) => void res.status(404).type('text/plain').send('Not found');
  router.use((req, res, next) => {
    if (PRIVATE_FILE.test(req.path)) notFound(req, res, next);
    // /index.html is a path like any other: the pages answer it (a not-found page).
    else if (req.path === '/index.html') next('router');
    else next();
  });
  router.use(precompressedAssets(webDist));
  router.use(
    express.static(webDist, {
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders: (res, file) => {
        const relative = path.relative(webDist, file).split(path.sep).join('/');
        res.setHeader('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      },
    }),
  );
  router.use(
    '/images',
    express.static(imagesDir, { index: false, redirect: false, cacheControl: false, setHeaders: (res) => res.setHeader('Cache-Control', REVALIDATE) }),
  );
  router.use(['/assets', '/images'], notFound);
  return router;
}
