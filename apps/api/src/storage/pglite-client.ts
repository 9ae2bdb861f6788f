import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { pgliteTemplateDir } from '../config.js';
import { acquireLock } from './data-dir-lock.js';
import { ensurePrivateDir } from './private-dir.js';
import { DatabaseUnavailableError, drainingClient, isResourceExhausted, type Row, type SqlClient, type SqlQueryable } from './sql-client.js';

/** A full disk (or memory) passes once freed: callers answer 503 with Retry-After (sql-client.ts). */
const asUnavailable = (error: unknown): never => {
  throw isResourceExhausted(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error;
};

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
/** The few internals of Emscripten's NODEFS touched below (PGlite is pinned to an exact version). */
interface NodeFsInternals {
  FS: {
    filesystems: { NODEFS: { stream_ops: Record<string, unknown>; realPath(node: unknown): string } };
    ErrnoError: new (errno: number) => Error;
  };
}
const EMSCRIPTEN_EIO = 29;

/**
 * PGlite's folder storage with real fsync. Out of the box PGlite runs PostgreSQL with fsync off (`-F`)
 * and its Node filesystem (Emscripten's NODEFS) turns fsync into a no-op: a commit reaches the OS with
 * a write(), which survives the process being killed, but not a power cut or a kernel crash. Here
 * NODEFS's fsync calls the real one and PostgreSQL runs with fsync on (`wal_sync_method=fsync`, since
 * fdatasync stays a no-op in Emscripten), so a commit, and so a 201, is on disk.
 */
export class DurableNodeFS extends NodeFS {
  /** fsync calls made (tests read it). */
  fsyncCalls = 0;

  override async init(pg: PGlite, options: EmscriptenOptions) {
    const result = await super.init(pg, options);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      (mod: unknown) => {
        const { FS } = mod as NodeFsInternals;
        const NODEFS = FS.filesystems.NODEFS;
        NODEFS.stream_ops.fsync = (stream: { nfd?: number; node: unknown }) => {
          this.fsyncCalls++;
          try {
            if (stream.nfd !== undefined) {
              fs.fsyncSync(stream.nfd);
            } else {
              // A directory (PostgreSQL syncs pg_wal after adding a segment): NODEFS keeps no descriptor for it.
              const fd = fs.openSync(NODEFS.realPath(stream.node), 'r');
              try {
                fs.fsyncSync(fd);
              } finally {
                fs.closeSync(fd);
              }
            }
          } catch {
            throw new FS.ErrnoError(EMSCRIPTEN_EIO);
          }
          return 0;
        };
      },
      ...preRun,
    ];
    return result;
  }
}

/**
 * Memory sized for a site's lead table rather than PostgreSQL's server defaults: everything PGlite
 * touches stays resident in its WebAssembly heap, which never shrinks. Measured on a restart
 * (bench:api): 432 MB RSS with the defaults (shared_buffers 128 MB, maintenance_work_mem 64 MB),
 * about 290 MB with these. The lead table is a few MB; sorts and vacuums of it fit.
 *
 * Shared memory is allocated and zeroed at start, so all of it is resident (decision 0044): the
 * buffer pool, and per-backend arrays and lock tables sized for max_connections (100), autovacuum
 * workers and WAL senders, none of which single-user PGlite has. 24 MB of shared memory became 9 MB:
 * the WebAssembly heap's resident part went from 29 to 15 MB. Pages beyond the 4 MB pool are read
 * from the operating system's cache; the lock table keeps room for 128 locks a transaction.
 */
const lowMemoryParams = [
  ...['shared_buffers=4MB', 'wal_buffers=1MB', 'work_mem=1MB', 'maintenance_work_mem=8MB', 'temp_buffers=1MB'],
  ...['max_connections=2', 'superuser_reserved_connections=0', 'reserved_connections=0', 'autovacuum_max_workers=1', 'max_wal_senders=0', 'max_replication_slots=0'],
  'max_locks_per_transaction=128',
].flatMap((setting) => ['-c', setting]);

/** PGlite's own start parameters, with fsync on instead of `-F`, and less memory. */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  ...lowMemoryParams,
];

/** A database template: the database (`pgdata/`) and the version of PGlite that made it (`made-by.json`). */
export const TEMPLATE_DATA = 'pgdata';
export const TEMPLATE_STAMP = 'made-by.json';

/** The version of the PGlite this process runs: a template made by another is not used. */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * `npm run build`: creates an empty database (PGlite's initdb) in `templateDir` once, on the build
 * machine, for first starts to copy. Creating one takes PGlite two WebAssembly instances, initdb's
 * own and a copy of a whole instance's memory: ~700 MB resident, of which a server process kept
 * 400–500 MB (decision 0044).
 */
export async function writePgliteTemplate(templateDir: string): Promise<void> {
  fs.rmSync(templateDir, { recursive: true, force: true });
  const data = path.join(templateDir, TEMPLATE_DATA);
  fs.mkdirSync(data, { recursive: true });
  const db = await PGlite.create({ fs: new DurableNodeFS(data), startParams: durableStartParams });
  await db.close();
  fs.writeFileSync(path.join(templateDir, TEMPLATE_STAMP), `${JSON.stringify({ pglite: pgliteVersion() })}\n`);
}

/** The template's database, when `templateDir` holds one made by this PGlite. */
function usableTemplate(templateDir: string): string | undefined {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(templateDir, TEMPLATE_STAMP), 'utf8')) as { pglite?: unknown };
    const data = path.join(templateDir, TEMPLATE_DATA);
    if (stamp.pglite === pgliteVersion() && fs.existsSync(path.join(data, 'PG_VERSION'))) return data;
  } catch {
    // no template (a server run from its sources), or a broken one: PGlite creates the database
  }
  return undefined;
}

/** Flushes a file or a folder to disk. */
function fsyncPath(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Every file and folder under `dir`, and `dir`, flushed to disk. */
function fsyncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() || entry.isDirectory()) fsyncPath(path.join(entry.parentPath, entry.name));
  }
  fsyncPath(dir);
}

/**
 * A first start: the template's files copied beside `pgdata` and flushed, then renamed into its
 * place, so that a crash leaves no database (the next start copies again) or a whole one.
 */
async function copyTemplate(template: string, pgdata: string): Promise<void> {
  const staging = `${pgdata}.new`;
  await fs.promises.rm(staging, { recursive: true, force: true });
  await ensurePrivateDir(staging);
  await fs.promises.cp(template, staging, { recursive: true });
  fsyncTree(staging);
  // Absent, or the empty folder of an earlier start that stopped before this point.
  await fs.promises.rmdir(pgdata).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await fs.promises.rename(staging, pgdata);
  fsyncPath(path.dirname(pgdata));
}

const holdsNothing = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

export interface PgliteOpenOptions {
  /**
   * Where a first start finds the empty database it copies (default: the build's,
   * `apps/api/dist/pglite-template`); `null`, or none there made by this PGlite: PGlite creates it
   * in this process, as it did before decision 0044.
   */
  template?: string | null;
}

/**
 * Embedded PostgreSQL (WASM) persisted under `dataDir`: nothing to install for a small site.
 * The database lives in `dataDir/pglite`, next to the lock file that keeps other processes out;
 * both folders are the owner's only (PGlite's own files are created readable by all). On a first
 * start the database is a copy of the build's template, so no initdb runs in the server.
 */
export async function openPgliteClient(dataDir: string, options: PgliteOpenOptions = {}): Promise<SqlClient> {
  await ensurePrivateDir(dataDir);
  const release = acquireLock(path.join(dataDir, 'pglite.lock'));
  let db: PGlite;
  try {
    const pgdata = path.join(dataDir, 'pglite');
    const templateDir = options.template === undefined ? pgliteTemplateDir : options.template;
    const template = templateDir !== null && holdsNothing(pgdata) ? usableTemplate(templateDir) : undefined;
    if (template) await copyTemplate(template, pgdata);
    await ensurePrivateDir(pgdata);
    db = await PGlite.create({ fs: new DurableNodeFS(pgdata), startParams: durableStartParams });
  } catch (error) {
    release();
    throw error;
  }
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): SqlQueryable => ({
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<R>(sql, [...params]).catch(asUnavailable);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql).catch(asUnavailable);
    },
  });
  return drainingClient({
    driver: 'pglite',
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))).catch(asUnavailable),
    async close() {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  });
}
