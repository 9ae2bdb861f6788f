import path from 'node:path';
import express, { type Router } from 'express';
import { precompressedAssets } from '../http/precompressed-assets.js';

/** Vite puts content-hashed files under /assets: their URL changes when they do, so cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else (favicon, logo, images) is revalidated so a deploy shows at once. */
const REVALIDATE = 'no-cache';

/**
 * The build's files a visitor may fetch, by their decoded path (issue 45): the hashed scripts, styles,
 * fonts and share images under /assets, the favicon, the agency's PNG logo (for structured data) and
 * the content images. Everything else the build writes (source maps with the source text, the route
 * budget's report, the template and the compressed copies, which go out only as an encoding of their
 * file) is never answered as a file, whatever its spelling ("%2Emap", ".br"): under /assets it is a
 * 404, elsewhere a page's path.
 */
const PUBLIC_FILE = /^\/(?:assets\/(?:share\/)?[\w.-]+\.(?:js|css|woff2|png)|favicon\.svg|logo\.png|images\/[\w-]+\/[\w.-]+\.(?:svg|png|jpe?g|webp|avif))$/;

/** The path as the file handlers read it (percent-decoded); undefined when it does not decode. */
function decodedPath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

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
    const decoded = decodedPath(req.path);
    if (decoded !== undefined && PUBLIC_FILE.test(decoded)) next();
    else if (/^\/(?:assets|images)(?:\/|$)/i.test(decoded ?? req.path)) notFound(req, res, next);
    // Not a file of the site: the pages answer it (/index.html, /bundle-report.json: the not-found page).
    else next('router');
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
