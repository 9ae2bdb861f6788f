import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { acceptedEncoding } from './compressed-body.js';
import { splitTarget } from '@pcr/contracts';

/** Text files the build compresses ahead (apps/web/build/precompress.ts): no work per request. */
const PRECOMPRESSED = /\.(?:js|css|svg|json|html|txt|xml|map)$/;

/**
 * Serves `file.js.br` or `file.js.gz` from the build for `file.js`, by the client's Accept-Encoding,
 * with the original type; the static handler after it then sends that file (and its cache headers).
 * Files without a compressed twin go on as they are.
 */
export function precompressedAssets(root: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PRECOMPRESSED.test(req.path)) {
      next();
      return;
    }
    res.append('Vary', 'Accept-Encoding');
    const encoding = acceptedEncoding(req);
    if (!encoding) {
      next();
      return;
    }
    const suffix = encoding === 'br' ? '.br' : '.gz';
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    const file = path.join(root, path.normalize(relative));
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file + suffix)) {
      next();
      return;
    }
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', encoding);
    req.url = `${splitTarget(req.url).path}${suffix}`;
    next();
  };
}
