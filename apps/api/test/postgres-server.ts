import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../scripts/lib/free-port.js';

/**
 * A throwaway PostgreSQL server for the tests, from Debian's binaries (`scripts/install-postgres.sh`):
 * its own data folder under the OS temp dir, listening on 127.0.0.1 only, on a free port, with trust
 * authentication for one test user and a fresh database. PostgreSQL refuses to run as root, so as
 * root every server command runs as the `postgres` system user (the folder is handed to it).
 */
export interface TestPostgresServer {
  url: string;
  /** Stops the server (immediate mode) and deletes its folder. Synchronous, so an exit handler can call it. */
  stop(): void;
  /** Shuts the server down (fast mode: open connections are cut) and keeps its data, for `start()` again. */
  shutDown(): void;
  /** Starts the shut-down server again on the same port. */
  start(): void;
}

const USER = 'pcr_test';
const DATABASE = 'pcr_test';
const INSTALL_HINT =
  'Install the server binaries with `bash scripts/install-postgres.sh` (Debian package `postgresql`), ' +
  'or point TEST_DATABASE_URL at an existing server.';

/** The newest `/usr/lib/postgresql/<version>/bin` holding initdb and pg_ctl. */
export function findPostgresBinDir(root = '/usr/lib/postgresql'): string {
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const usable = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(root, v, 'bin'))
    .find((bin) => fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl')));
  if (!usable) throw new Error(`No PostgreSQL server binaries in ${root}/*/bin (initdb, pg_ctl). ${INSTALL_HINT}`);
  return usable;
}

function systemUser(name: string): { uid: number; gid: number } {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(`Running as root, but there is no "${name}" system user to run PostgreSQL as. ${INSTALL_HINT}`);
  }
}

export async function startTestPostgres(): Promise<TestPostgresServer> {
  const bin = findPostgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcr-postgres-'));
  if (asRoot) {
    const { uid, gid } = systemUser('postgres');
    fs.chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  // As root: `runuser -u postgres -- <command>`; otherwise the command itself.
  const run = (command: string, args: string[], options: ExecFileSyncOptions = {}) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
    return execFileSync(file, argv, { stdio: 'pipe', cwd: dir, ...options });
  };
  const describeFailure = (step: string, error: unknown) => {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-10).join('\n') : '';
    return new Error(`Test PostgreSQL: ${step} failed: ${stderr || String(error)}${log ? `\n--- server log ---\n${log}` : ''}`);
  };

  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30']);
      } catch {
        // Already gone: nothing to stop.
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    try {
      // --no-sync: a throwaway cluster need not be flushed to disk (initdb takes ~1 s instead of several).
      run('initdb', ['-D', dataDir, '-U', USER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync', '--no-instructions']);
    } catch (error) {
      throw describeFailure('initdb', error);
    }
    const settings = (port: number) =>
      [
        `-c listen_addresses=127.0.0.1`,
        `-c port=${port}`,
        `-c unix_socket_directories=${dir}`,
        // The tests kill API processes, never this server: losing its page cache is not a case to cover.
        `-c fsync=off`,
        `-c max_connections=200`,
      ].join(' ');
    // A port free now may be taken before the server binds it: try a few.
    let port = 0;
    for (let attempt = 1; !started; attempt++) {
      port = await freePort();
      try {
        run('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', settings(port)]);
        started = true;
      } catch (error) {
        if (attempt >= 3) throw describeFailure('pg_ctl start', error);
      }
    }
    const url = `postgresql://${USER}@127.0.0.1:${port}/${DATABASE}`;
    const admin = new pg.Client({ connectionString: `postgresql://${USER}@127.0.0.1:${port}/postgres` });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${DATABASE}`);
    } finally {
      await admin.end();
    }
    const shutDown = () => {
      run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30']);
    };
    const start = () => {
      try {
        run('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', settings(port)]);
      } catch (error) {
        throw describeFailure('pg_ctl start (again)', error);
      }
    };
    return { url, stop, shutDown, start };
  } catch (error) {
    stop();
    throw error;
  }
}
