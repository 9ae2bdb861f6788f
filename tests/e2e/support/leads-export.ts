import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from './server.js';

/**
 * The agency's CSV export (`npm run leads:export`) of a stopped site's data folder, or of the
 * PostgreSQL database given as `env.DATABASE_URL`.
 */
export async function exportLeadsCsv(dataDir: string, args: string[] = [], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'leads:export', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  return stdout;
}
