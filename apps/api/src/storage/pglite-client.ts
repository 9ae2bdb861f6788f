import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
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
 */
const lowMemoryParams = ['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB', '-c', 'work_mem=1MB', '-c', 'maintenance_work_mem=8MB', '-c', 'temp_buffers=1MB'];

/** PGlite's own start parameters, with fsync on instead of `-F`, and less memory. */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  ...lowMemoryParams,
];

/**
 * Embedded PostgreSQL (WASM) persisted under `dataDir`: nothing to install for a small site.
 * The database lives in `dataDir/pglite`, next to the lock file that keeps other processes out;
 * both folders are the owner's only (PGlite's own files are created readable by all).
 */
export async function openPgliteClient(dataDir: string): Promise<SqlClient> {
  await ensurePrivateDir(dataDir);
  const release = acquireLock(path.join(dataDir, 'pglite.lock'));
  let db: PGlite;
  try {
    await ensurePrivateDir(path.join(dataDir, 'pglite'));
    db = await PGlite.create({ fs: new DurableNodeFS(path.join(dataDir, 'pglite')), startParams: durableStartParams });
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
