/**
 * `npm test`'s last step: `vitest run` with every project, and one more run of a browser project's
 * unfinished files only when Chromium dropped its page mid-run and nothing else went wrong (decision
 * 0039). The files that passed are not run again; a second loss, like any failure, fails the command.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { projectsToRerun, unfinishedFilesOf, type RunOutcome } from './test-run/browser-loss.js';
import { RUN_OUTCOME_FILE } from './test-run/browser-loss-reporter.js';

/** The projects that run in Vitest's browser mode (vitest.storybook.config.ts). */
const BROWSER_PROJECTS = ['storybook'];
const REPORTERS = ['--reporter=default', '--reporter=./scripts/test-run/browser-loss-reporter.ts'];

function vitestRun(args: string[]): number {
  rmSync(RUN_OUTCOME_FILE, { force: true });
  const run = spawnSync('npx', ['vitest', 'run', ...REPORTERS, ...args], { stdio: 'inherit' });
  return run.status ?? 1;
}

function lastOutcome(): RunOutcome | null {
  try {
    return JSON.parse(readFileSync(RUN_OUTCOME_FILE, 'utf8')) as RunOutcome;
  } catch {
    return null; // the run ended before its reporters did: nothing to judge, no rerun
  }
}

/** The arguments without their project choice (`--project x`, `--project=x`), for a rerun of other projects. */
function withoutProjects(args: string[]): string[] {
  return args.filter((arg, index) => !arg.startsWith('--project') && args[index - 1] !== '--project');
}

const args = process.argv.slice(2);
const status = vitestRun(args);
const outcome = status === 0 ? null : lastOutcome();
const rerun = outcome ? projectsToRerun(outcome, BROWSER_PROJECTS) : [];
if (!outcome || rerun.length === 0) process.exit(status);

const files = unfinishedFilesOf(outcome, rerun);
console.error(
  `\nrun-vitest: Chromium dropped the page of ${rerun.join(', ')} mid-run; no test failed. ` +
    `Running the ${files.length} of its files that did not finish once more (decision 0039).\n`,
);
// The lost projects only, and of them the unfinished files (as filters: the other options stay).
process.exit(vitestRun([...withoutProjects(args), ...rerun.flatMap((project) => ['--project', project]), ...files]));
