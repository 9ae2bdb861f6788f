import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baselineFiles } from './lib/baselines.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Every clone carries the screenshot baselines. They were 27.5 MB (480 files) before they were
 * recompressed losslessly with oxipng (`npm run baselines:optimise`), 24.2 MB after, 26.7 MB with the
 * seller pages' and e-mails' 23 stories (issue 47, 1.8 MB), 27.9 MB with the agent pages' testimonials,
 * the agent cards and the open houses' 19 stories (issue 48), 31.2 MB (572 files) with the tour
 * requests' 41 stories (issue 48, section 2: the form, its page, the link's page, six e-mails); the
 * bound is that plus 5 %. The issue
 * asked for 15 MB: no lossless encoding gets there, only comparing less would.
 */
const BUDGET_BYTES = 32_800_000;

describe('screenshot baselines', () => {
  it(`weigh at most ${BUDGET_BYTES.toLocaleString('en-US')} bytes together`, () => {
    const files = baselineFiles(root);
    expect(files.length).toBeGreaterThan(0);
    const total = files.reduce((sum, file) => sum + statSync(`${root}/${file}`).size, 0);
    expect(total, `${files.length} baselines weigh ${total} bytes: run \`npm run baselines:optimise\``).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
