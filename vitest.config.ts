import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { LongFilesFirstSequencer } from './scripts/test-run/long-files-first.js';
import { timedOutWaitingForFrames } from './tests/e2e/support/stalled-frames.js';

/** What the e2e and e2e-serial projects share (both run `npm run build`'s output; `--project 'e2e*'` runs both). */
const e2e = {
  environment: 'node' as const,
  include: ['tests/e2e/**/*.test.{ts,tsx}'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A page's code and data can take seconds on a busy 2-core machine running two files at once:
  // a poll waits up to 10 s for the state it asserts (a bound, not a speed target).
  expect: { poll: { timeout: 10_000 } },
  // Once more, only when a browser action timed out waiting for two animation frames to agree
  // (Playwright's stability check): on a loaded machine the headless browser can stop drawing
  // frames for the whole timeout. A control that stays disabled or covered fails as before
  // (decision 0065).
  retry: { count: 1, condition: timedOutWaitingForFrames },
  // One built site for the files that need no environment of their own, and a PGlite template for
  // the sites the others start (once for both projects).
  globalSetup: ['tests/e2e/support/global-setup.ts'],
};

/** E2E files that time what the browser does (paint order): on a loaded machine, the load decides it. */
const e2eSerialFiles = ['tests/e2e/first-paint.test.ts'];

/**
 * One test command for the whole product: `vitest run` runs every project.
 * - unit: schemas, formatting, content fixtures, app helpers (Node)
 * - api: the Express app over real HTTP on 127.0.0.1 (Node)
 * - storybook: every story rendered and played in Chromium (see vitest.storybook.config.ts)
 * - pact: consumer and provider contract tests (see vitest.pact.config.ts)
 * - e2e: the built site served as `npm start` serves it, driven in Chromium and read over HTTP; and
 *   its pages prerendered in Node from that server's data (vanilla-extract turns the styles into class
 *   names), and the static Storybook (`npm run build-storybook`) in Spanish; three files at a time,
 *   the longest first, but for e2e-serial's, which run alone first
 */
export default defineConfig({
  test: {
    // A fresh clone has no timings: the files that read every route start first (decision 0054).
    sequence: { sequencer: LongFilesFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['contracts/**/*.test.ts', 'packages/content/**/*.test.ts', 'packages/ui/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.pact.test.ts'],
          // The files share their modules (as the api files do, decision 0040): none mocks a module,
          // stubs a global or changes the environment, and loading each file's imports anew was most
          // of the project's time.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.pact.test.ts'],
          // A throwaway PostgreSQL server (or TEST_DATABASE_URL) and a PGlite template for every file.
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Files share their modules (decision 0040): each file builds its own app, storage and servers,
          // and none mocks a module or changes the environment, so only the loading is shared.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './vitest.storybook.config.ts',
      './vitest.pact.config.ts',
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          ...e2e,
          name: 'e2e',
          exclude: ['**/node_modules/**', ...e2eSerialFiles],
          // Three files at a time: each waits on its browser and server more than it computes (two kept
          // the cores 60 % busy, decision 0054). A group of its own (vitest runs projects with other
          // worker counts apart), after e2e-serial.
          maxWorkers: 3,
          sequence: { groupOrder: 2 },
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          ...e2e,
          name: 'e2e-serial',
          include: e2eSerialFiles,
          // One file at a time with nothing else of the run beside it, after unit, api and storybook and
          // before the e2e files load the machine two at a time.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
