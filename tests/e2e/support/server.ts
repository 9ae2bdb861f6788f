import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningSite {
  baseUrl: string;
  output: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built site the way `npm start` serves it (`npm run serve`: the API process
 * serving apps/web/dist), on a free port with its own data folder.
 */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pcr-e2e-'));
  let log = '';
  const child: ChildProcess = spawn('npm', ['run', 'serve', '--silent'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
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
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
