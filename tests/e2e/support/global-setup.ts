import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteClient } from '../../../apps/api/src/storage/pglite-client.js';
import { startSite, type RunningSite } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of the built site the e2e files share (read it with `siteAndBrowserForFile()`). */
    e2eSiteUrl: string;
    /** A DATA_DIR whose PGlite database is initialised but empty (`startSite` copies it). */
    e2ePgliteTemplate: string;
  }
}

interface SharedSetup {
  template: string;
  site: RunningSite;
  stop: () => Promise<void>;
}

/** Both e2e projects (parallel and serial) run their global setup in this one process: they share one. */
const run = globalThis as { pcrE2eSetup?: Promise<SharedSetup> };

async function startShared(): Promise<SharedSetup> {
  const template = mkdtempSync(join(tmpdir(), 'pcr-e2e-pglite-template-'));
  const removeTemplate = () => rmSync(template, { recursive: true, force: true });
  let site: RunningSite | undefined;
  // Teardown does not run when the run is cut short (Ctrl-C, a crash): do not leave a server behind.
  const cleanup = () => {
    site?.kill();
    removeTemplate();
  };
  process.once('exit', cleanup);
  try {
    await (await openPgliteClient(template)).close();
    site = await startSite({}, { dataFrom: template });
  } catch (error) {
    process.off('exit', cleanup);
    cleanup();
    throw error;
  }
  const started = site;
  let stopped: Promise<void> | undefined;
  return {
    template,
    site: started,
    stop: () =>
      (stopped ??= (async () => {
        process.off('exit', cleanup);
        await started.stop();
        removeTemplate();
      })()),
  };
}

/**
 * Global setup of the e2e projects (vitest.config.ts), once for the run:
 * - a PGlite template: creating a database runs initdb (seconds, more on a busy machine), copying
 *   one does not; every site the files start gets a copy;
 * - the built site in its default environment, for every file that only reads it or adds leads
 *   beside others' (a file that needs an environment of its own, or an empty database, starts its
 *   own with `startSite`). Teardown runs once every project's files are done.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = await (run.pcrE2eSetup ??= startShared());
  project.provide('e2ePgliteTemplate', shared.template);
  project.provide('e2eSiteUrl', shared.site.baseUrl);
  return shared.stop;
}
