import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { freePort } from '../../../scripts/lib/free-port.js';

export { freePort };

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningSite {
  baseUrl: string;
  /** The site's DATA_DIR (its PGlite database), removed by stop(). */
  dataDir: string;
  output: () => string;
  /** SIGTERM (graceful shutdown); the data folder is removed unless `keepData`. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
  /** SIGKILL at once, and the data folder removed: for process exit, where nothing can be awaited. */
  kill: () => void;
  removeData: () => void;
}

/** Whether any process of the group led by `pid` is still running. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the built site the way `npm start` serves it (`npm run serve`: the API process
 * serving apps/web/dist), on a free port with its own data folder: a copy of `dataFrom`, an
 * initialised, empty PGlite database (the global setup's; creating one runs initdb for seconds).
 */
export async function startSite(env: Record<string, string> = {}, { dataFrom = inject('e2ePgliteTemplate') }: { dataFrom?: string } = {}): Promise<RunningSite> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pcr-e2e-'));
  cpSync(dataFrom, dataDir, { recursive: true });
  let log = '';
  // Vitest sets NODE_ENV=test for itself; passed on, the server would run React's development build
  // without its memory settings. A newcomer's shell has none, and the server then picks production.
  const { NODE_ENV: _vitestsOwn, ...inherited } = process.env;
  const child: ChildProcess = spawn('npm', ['run', 'serve', '--silent'], {
    cwd: repoRoot,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The site exited early (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/api/agents`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The site did not start within 60 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    dataDir,
    output: () => log,
    stop: async ({ keepData = false }: { keepData?: boolean } = {}) => {
      // npm exits at once on SIGTERM; the server in its process group shuts down gracefully after
      // it (and only then releases the database folder). Wait for the whole group to be gone.
      const pid = child.pid;
      if (pid !== undefined && groupAlive(pid)) {
        process.kill(-pid, 'SIGTERM');
        const deadline = Date.now() + 10_000;
        while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => {
      if (child.pid !== undefined && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
    removeData: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
