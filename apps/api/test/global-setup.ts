import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import { startTestPostgres } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the PostgreSQL database the api tests use (read it with `postgresTestUrl()`). */
    postgresUrl: string;
    /** A DATA_DIR whose PGlite database is initialised but empty (copied by `pgliteDataDir()`). */
    pgliteTemplate: string;
  }
}

/**
 * Global setup of the api project (vitest.config.ts: `globalSetup: ['apps/api/test/global-setup.ts']`).
 *
 * - PostgreSQL, always: TEST_DATABASE_URL when set (an existing server; tests work in schemas of
 *   their own), otherwise a throwaway server started here from Debian's binaries and removed at
 *   teardown. Missing binaries fail the run with the command that installs them.
 * - A PGlite template: a new PGlite database is a copy of the build's (`dist/pglite-template`,
 *   decision 0044) or, without a build, made by initdb (~2.5 s); tests copy this one's folder.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const cleanups: (() => void)[] = [];
  const cleanup = () => {
    for (const fn of cleanups.splice(0).reverse()) fn();
  };
  // Teardown does not run when the run is cut short (Ctrl-C, a crash): do not leave a server behind.
  process.once('exit', cleanup);
  try {
    const given = process.env.TEST_DATABASE_URL?.trim();
    if (given) {
      project.provide('postgresUrl', given);
    } else {
      const server = await startTestPostgres();
      cleanups.push(() => server.stop());
      project.provide('postgresUrl', server.url);
    }

    const template = fs.mkdtempSync(path.join(os.tmpdir(), 'pcr-api-pglite-template-'));
    cleanups.push(() => fs.rmSync(template, { recursive: true, force: true }));
    const db = await openPgliteClient(template);
    await db.close();
    project.provide('pgliteTemplate', template);
  } catch (error) {
    cleanup();
    throw error;
  }
  return () => {
    process.off('exit', cleanup);
    cleanup();
  };
}
