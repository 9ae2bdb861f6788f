/**
 * When a test run may be repeated: Chromium now and then drops the websocket of the page that
 * Vitest's browser mode runs every story file through, and Vitest then ends the whole browser
 * project with "Browser connection was closed while running tests", no test having failed
 * (decision 0039). Only that loss, and nothing else, earns one more run of the lost projects'
 * unfinished files.
 */

/** An unhandled error as Vitest reports it: a message and, at any depth, its cause. */
export interface RunError {
  message: string;
  cause?: RunError;
}

/** A test file at the end of the run: its project and whether it finished. */
export interface RunFile {
  project: string;
  file: string;
  finished: boolean;
  failedTests: number;
}

export interface RunOutcome {
  files: RunFile[];
  unhandledErrors: RunError[];
}

const BROWSER_LOSS = 'Browser connection was closed while running tests';

function messages(error: RunError | undefined): string[] {
  return error ? [error.message, ...messages(error.cause)] : [];
}

export function isBrowserLoss(error: RunError): boolean {
  return messages(error).some((message) => message.includes(BROWSER_LOSS));
}

/**
 * The browser projects to run again, or none: every unhandled error is a lost browser, no test
 * failed anywhere, and every file left unfinished belongs to a browser project.
 */
export function projectsToRerun(outcome: RunOutcome, browserProjects: readonly string[]): string[] {
  const { files, unhandledErrors } = outcome;
  if (unhandledErrors.length === 0 || !unhandledErrors.every(isBrowserLoss)) return [];
  if (files.some((file) => file.failedTests > 0)) return [];
  const unfinished = files.filter((file) => !file.finished);
  if (unfinished.some((file) => !browserProjects.some((project) => isOf(file, project)))) return [];
  return browserProjects.filter((project) => unfinished.some((file) => isOf(file, project)));
}

/** The files of `projects` that did not finish: what a rerun runs (the others passed already). */
export function unfinishedFilesOf(outcome: RunOutcome, projects: readonly string[]): string[] {
  return outcome.files.filter((file) => !file.finished && projects.some((project) => isOf(file, project))).map((file) => file.file);
}

/** A browser project's files carry its instance in their project's name: `storybook (chromium)`. */
function isOf(file: RunFile, project: string): boolean {
  return file.project === project || file.project.startsWith(`${project} (`);
}
