import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { crc32, deflateSync, inflateSync } from 'node:zlib';

/** The outer browser window is made larger than the test iframe, so the iframe is never scaled down. */
const OUTER_MARGIN = 160;
// Taller than the tallest story viewport (tablet, 1024 px) plus the margin: a story is never scaled down to fit.
const DEFAULT_OUTER = { width: 1440, height: 1200 };

/**
 * Resizes the browser window that hosts the test iframe. The setup file grows it to the story's
 * full height before a screenshot: content outside an iframe's viewport is never painted.
 */
const resizeBrowserWindow: BrowserCommand<[width: number, height: number]> = async (context, width, height) => {
  await context.page.setViewportSize({
    width: Math.max(DEFAULT_OUTER.width, width + OUTER_MARGIN),
    height: Math.max(DEFAULT_OUTER.height, height + OUTER_MARGIN),
  });
};

const RUN_STARTED = Date.now();

/** Undoes one PNG scanline filter in place (`bpp` bytes per pixel). */
function unfilterRow(type: number, row: Buffer, previous: Buffer | undefined, bpp: number): void {
  for (let i = 0; i < row.length; i++) {
    const left = i >= bpp ? row[i - bpp]! : 0;
    const up = previous ? previous[i]! : 0;
    const upLeft = previous && i >= bpp ? previous[i - bpp]! : 0;
    if (type === 1) row[i] = (row[i]! + left) & 255;
    else if (type === 2) row[i] = (row[i]! + up) & 255;
    else if (type === 3) row[i] = (row[i]! + ((left + up) >> 1)) & 255;
    else if (type === 4) row[i] = (row[i]! + paeth(left, up, upLeft)) & 255;
  }
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Pixels of an 8-bit, non-interlaced RGB or RGBA PNG as RGB rows, or null when it is anything else or not opaque. */
function decodeOpaqueRgb(png: Buffer): { width: number; height: number; rows: Buffer[] } | null {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [depth, colorType, , , interlace] = png.subarray(24, 29);
  if (depth !== 8 || interlace !== 0 || (colorType !== 2 && colorType !== 6)) return null;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const bpp = colorType === 6 ? 4 : 3;
  const stride = width * bpp;
  const rows: Buffer[] = [];
  let previous: Buffer | undefined;
  for (let y = 0; y < height; y++) {
    const row = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    unfilterRow(raw[y * (stride + 1)]!, row, previous, bpp);
    previous = row;
    if (bpp === 3) {
      rows.push(row);
      continue;
    }
    const rgb = Buffer.alloc(width * 3);
    for (let x = 0; x < width; x++) {
      if (row[x * 4 + 3] !== 255) return null;
      row.copy(rgb, x * 3, x * 4, x * 4 + 3);
    }
    rows.push(rgb);
  }
  return { width, height, rows };
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** An 8-bit RGB PNG, every row with the same filter (none, sub, up or Paeth: whichever is smallest). */
function encodeRgb({ width, height, rows }: { width: number; height: number; rows: Buffer[] }): Buffer {
  let best: Buffer | undefined;
  for (const type of [0, 1, 2, 4]) {
    const raw = Buffer.alloc(height * (width * 3 + 1));
    rows.forEach((row, y) => {
      const at = y * (width * 3 + 1);
      raw[at] = type;
      for (let i = 0; i < row.length; i++) {
        const left = i >= 3 ? row[i - 3]! : 0;
        const up = y > 0 ? rows[y - 1]![i]! : 0;
        const upLeft = y > 0 && i >= 3 ? rows[y - 1]![i - 3]! : 0;
        const predicted = type === 1 ? left : type === 2 ? up : type === 4 ? paeth(left, up, upLeft) : 0;
        raw[at + 1 + i] = (row[i]! - predicted) & 255;
      }
    });
    const idat = deflateSync(raw, { level: 9, memLevel: 9 });
    if (!best || idat.length < best.length) best = idat;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', best!), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Vitest writes baselines with pngjs's defaults (RGBA, run-length-only deflate): 2-10x larger than
 * needed. After each screenshot, the story file's baselines written during this run (new or
 * `--update`d ones) are rewritten as RGB with
 * full deflate, after checking it decodes to the very same pixels; the comparison decodes pixels,
 * so the bytes of a baseline do not matter to any test. Nothing needs installing for it.
 */
const recompressed = new Map<string, number>();
const recompressBaselines: BrowserCommand<[]> = async ({ testPath }) => {
  if (!testPath) return;
  const folder = join(dirname(testPath), '__screenshots__', basename(testPath));
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.png'));
  } catch {
    return; // no baselines yet (a failed first run in CI writes them elsewhere)
  }
  for (const name of names) {
    const file = join(folder, name);
    const modified = statSync(file).mtimeMs;
    if (modified < RUN_STARTED || recompressed.get(file) === modified) continue;
    const original = readFileSync(file);
    const pixels = decodeOpaqueRgb(original);
    const smaller = pixels && encodeRgb(pixels);
    const check = smaller && decodeOpaqueRgb(smaller);
    const same = !!check && check.rows.every((row, y) => row.equals(pixels!.rows[y]!));
    if (same && smaller.length < original.length) writeFileSync(file, smaller);
    recompressed.set(file, statSync(file).mtimeMs);
  }
};

/**
 * `storybook` project: every story in packages/ui is a test run in Chromium (render, play
 * function, axe accessibility check failing on violations, and an element screenshot
 * compared pixel-for-pixel with the committed baseline beside the story file).
 */
export default defineProject({
  plugins: [storybookTest({ configDir: '.storybook' }), vanillaExtractPlugin(), react()],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the test page (flaky runs).
  optimizeDeps: {
    include: [
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-hook-form',
      '@hookform/resolvers/valibot',
      '@ark-ui/react/toast',
      '@ark-ui/react/tabs',
      '@ark-ui/react/accordion',
    ],
  },
  test: {
    name: 'storybook',
    setupFiles: ['.storybook/vitest.setup.ts'],
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
        // Larger than any story viewport, so the test iframe is never scaled down (crisp 1:1 screenshots).
        contextOptions: { viewport: DEFAULT_OUTER, deviceScaleFactor: 1, reducedMotion: 'reduce' },
      }),
      commands: { resizeBrowserWindow, recompressBaselines },
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 900 },
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Strict colours: a pixel whose colour differs at all is a mismatch, so a one-step change in a
          // colour token fails (it changes every pixel painted with it). Up to 16 isolated pixels may
          // differ: Chromium's software rasteriser now and then shades a rounded corner one step
          // differently between runs (seen in CI: 2 pixels at the theme switch's corners).
          comparatorOptions: { threshold: 0, allowedMismatchedPixels: 16 },
        },
      },
    },
  },
});
