import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole product: `vitest run` runs every project.
 * - unit: schemas, formatting, content fixtures, app helpers (Node)
 * - api: the Express app over real HTTP on 127.0.0.1 (Node)
 * - storybook: every story rendered and played in Chromium (see vitest.storybook.config.ts)
 * - pact: consumer and provider contract tests (see vitest.pact.config.ts)
 * - e2e: the built site served as `npm start` serves it, driven in Chromium; and its pages
 *   prerendered in Node from that server's data (vanilla-extract turns the styles into class names)
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['contracts/**/*.test.ts', 'packages/content/**/*.test.ts', 'packages/ui/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.pact.test.ts'],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './vitest.storybook.config.ts',
      './vitest.pact.config.ts',
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.{ts,tsx}'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One built site for the files that need no environment of their own, and a PGlite template for
          // the sites the others start.
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
