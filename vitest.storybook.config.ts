import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';

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
      commands: { resizeBrowserWindow },
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
