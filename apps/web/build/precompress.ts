import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|svg|json|html|txt|xml)$/;
/**
 * A file gets its compressed copies when gzip saves at least this share of it: a tiny file (an
 * empty chunk, a short SVG) may grow when compressed. The server sends a copy only when there is one.
 */
const MIN_SAVING = 0.1;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file of the client build,
 * so the server sends compressed assets without compressing them per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'pcr-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = fs.readFileSync(file);
        const gzip = gzipSync(content, { level: 9 });
        if (gzip.length > content.length * (1 - MIN_SAVING)) continue;
        fs.writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
