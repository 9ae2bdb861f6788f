import { execFileSync } from 'node:child_process';

/** Screenshot baselines: the PNGs Vitest's `toMatchScreenshot` keeps in `__screenshots__/` beside each story file. */
const BASELINES = ':(glob)**/__screenshots__/**/*.png';

/**
 * The baselines git tracks (or, with `untracked`, the new ones it does not track yet and does not
 * ignore), as paths from the repository's root.
 */
export function baselineFiles(root: string, { untracked = false } = {}): string[] {
  const args = untracked ? ['ls-files', '-z', '--others', '--exclude-standard'] : ['ls-files', '-z'];
  const out = execFileSync('git', [...args, '--', BASELINES], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  return out.split('\0').filter(Boolean);
}
