import type { Reporter, SerializedError, TestModule } from 'vitest/node';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RunError, RunOutcome } from './browser-loss.js';

/** Where the outcome of the last run is written for `run-vitest.ts` (under node_modules: never committed). */
export const RUN_OUTCOME_FILE = 'node_modules/.cache/vitest-run-outcome.json';

function runError(error: SerializedError): RunError {
  return { message: String(error.message ?? ''), cause: error.cause ? runError(error.cause) : undefined };
}

function failedTests(module: TestModule): number {
  return [...module.children.allTests('failed')].length;
}

/** Writes which files finished and which errors no test caught, so a wrapper can decide on a rerun. */
export default class BrowserLossReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const outcome: RunOutcome = {
      files: modules.map((module) => ({
        project: module.project.name,
        file: module.relativeModuleId,
        finished: module.state() === 'passed' || module.state() === 'skipped',
        failedTests: failedTests(module),
      })),
      unhandledErrors: unhandledErrors.map(runError),
    };
    mkdirSync(dirname(RUN_OUTCOME_FILE), { recursive: true });
    writeFileSync(RUN_OUTCOME_FILE, JSON.stringify(outcome, null, 1));
  }
}
