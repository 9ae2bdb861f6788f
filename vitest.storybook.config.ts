import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { smallerLosslessPng } from './scripts/lib/lossless-png.js';

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

/**
 * Vitest writes baselines with pngjs's defaults (RGBA, run-length-only deflate): several times larger
 * than needed (decision 0014). After each screenshot, the story file's baselines written during this
 * run (new or `--update`d ones) are rewritten smaller by oxipng (`npm run baselines:optimise` does the
 * same to every baseline), after checking they decode to the very same pixels; the comparison
 * decodes pixels, so the bytes of a baseline matter to no test.
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
    const smaller = await smallerLosslessPng(readFileSync(file));
    if (smaller) writeFileSync(file, smaller);
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
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-hook-form',
      // Installed beside the ui package, not at the root: named through it.
      '@pcr/ui > @hookform/resolvers/valibot',
      '@react-email/components',
      '@react-email/render',
      'valibot',
      '@ark-ui/react/toast',
      '@ark-ui/react/tabs',
      '@ark-ui/react/accordion',
      '@ark-ui/react/dialog',
      '@ark-ui/react/portal',
    ],
  },
  test: {
    name: 'storybook',
    setupFiles: ['.storybook/vitest.setup.ts'],
    // Every story file in one test page, not a fresh page per file: each file re-imported Storybook,
    // axe and the preview (decision 0040). Each story still renders into its own root with its globals.
    isolate: false,
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
          // The setup already stops every animation and hides the caret (freezeMotion) before a
          // screenshot: Playwright's own pass (a style injected into every frame and removed again,
          // each a style recalculation of the page) would only do it a second time.
          screenshotOptions: { animations: 'allow', caret: 'initial' },
        },
      },
    },
  },
});
