import { defineProject } from 'vitest/config';

/**
 * Contract verification (issue 6):
 * - consumer: the web app's API functions against Pact's mock server; the generated pact must
 *   equal the committed pacts/pcr-web-pcr-api.json (`npm run pact:update` rewrites it);
 * - provider: the real Express app verified against the committed pacts/ (never against what the
 *   consumer run just generated, so the order of the two does not matter).
 * Files run one after the other: the Pact core is native and both sides start servers.
 */
export default defineProject({
  test: {
    name: 'pact',
    environment: 'node',
    include: ['apps/web/src/**/*.pact.test.ts', 'apps/api/test/**/*.pact.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { PACT_DO_NOT_TRACK: 'true' },
  },
});
