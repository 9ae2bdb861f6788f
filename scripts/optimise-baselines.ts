/**
 * `npm run baselines:optimise`: recompresses the screenshot baselines (`__screenshots__/**.png`,
 * tracked or new) losslessly in place. Each file is rewritten only when the result is smaller and
 * decodes to the very same width, height and RGBA pixels (checked here, file by file), so no
 * comparison changes. The story test run already does this for the baselines it writes
 * (`recompressBaselines` in vitest.storybook.config.ts); this catches any written otherwise.
 * Prints the total before and after; `scripts/baselines-budget.test.ts` holds the total to its budget.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { smallerLosslessPng } from './lib/lossless-png.js';
import { baselineFiles } from './lib/baselines.js';

const root = fileURLToPath(new URL('..', import.meta.url));
// Tracked baselines and new ones not yet added (untracked, not ignored).
const files = [...new Set([...baselineFiles(root), ...baselineFiles(root, { untracked: true })])].sort();

let before = 0;
let after = 0;
let rewritten = 0;
for (const file of files) {
  const path = `${root}/${file}`;
  const original = readFileSync(path);
  before += original.length;
  const smaller = await smallerLosslessPng(original);
  if (smaller) {
    writeFileSync(path, smaller);
    rewritten += 1;
  }
  after += (smaller ?? original).length;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
console.log(`${files.length} baselines: ${mb(before)} → ${mb(after)} (${rewritten} rewritten, same pixels)`);
// Quiet unless something was rewritten: a list of what to commit.
if (rewritten > 0) execFileSync('git', ['status', '--short', '--', '*/__screenshots__/*'], { cwd: root, stdio: 'inherit' });
