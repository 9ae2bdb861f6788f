import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the PostgreSQL database the api tests use (read it with `postgresTestUrl()`). */
    postgresUrl: string;
  }
}

/**
 * Global setup of the api project: every test file gets a real PostgreSQL server through
 * `inject('postgresUrl')`. TEST_DATABASE_URL, when set, names an existing server (tests then work in
 * schemas of their own); otherwise a throwaway server is started here from Debian's binaries and
 * removed at teardown. Missing binaries fail the run with the command that installs them.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) {
    project.provide('postgresUrl', given);
    return () => undefined;
  }
  const server = await startTestPostgres();
  // Teardown does not run when the run is cut short (Ctrl-C, a crash): do not leave a server behind.
  const onExit = () => server.stop();
  process.once('exit', onExit);
  project.provide('postgresUrl', server.url);
  return () => {
    process.off('exit', onExit);
    server.stop();
  };
}
