import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressPlugin } from './precompress.js';

/** A build folder with a small script that compresses well, a tiny one that does not, and an image. */
let outDir: string;
const smallScript = `import{r as e}from"./runtime.js";${'export const greeting=e("Hello, visitor");'.repeat(12)}`;
const tinyScript = 'export{};';

beforeAll(async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-'));
  outDir = path.join(root, 'dist');
  await fs.mkdir(path.join(outDir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(outDir, 'assets/entry.js'), smallScript);
  await fs.writeFile(path.join(outDir, 'assets/facade.js'), tinyScript);
  await fs.writeFile(path.join(outDir, 'assets/photo.webp'), Buffer.alloc(4096, 7));
  const plugin = precompressPlugin();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root, build: { outDir: 'dist' } } as ResolvedConfig);
  (plugin.closeBundle as () => void)();
});

afterAll(async () => {
  await fs.rm(path.dirname(outDir), { recursive: true, force: true });
});

const exists = (file: string) =>
  fs.access(path.join(outDir, file)).then(
    () => true,
    () => false,
  );

describe('the precompressed copies', () => {
  it('are written for a file under 1 KiB that compresses, and hold the same bytes', async () => {
    expect(smallScript.length).toBeLessThan(1024);
    expect(brotliDecompressSync(await fs.readFile(path.join(outDir, 'assets/entry.js.br'))).toString()).toBe(smallScript);
    expect(gunzipSync(await fs.readFile(path.join(outDir, 'assets/entry.js.gz'))).toString()).toBe(smallScript);
  });

  it('are not written for a file gzip would not shrink by a tenth, nor for a file that is not text', async () => {
    expect(await exists('assets/facade.js.br')).toBe(false);
    expect(await exists('assets/facade.js.gz')).toBe(false);
    expect(await exists('assets/photo.webp.br')).toBe(false);
  });
});
