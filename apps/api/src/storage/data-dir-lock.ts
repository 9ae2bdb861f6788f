import fs from 'node:fs';
import { PRIVATE_FILE_MODE } from './private-dir.js';

/**
 * PGlite is PostgreSQL in this process: two processes opening the same folder would corrupt
 * it, and PGlite itself does not guard against that. A lock file holding the owner's pid does.
 * A lock left by a crashed process (its pid is gone) is taken over.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(
      `The database folder is in use by process ${ownerPid} (lock file ${lockPath}). ` +
        'Stop that process first, or use DATABASE_URL with a PostgreSQL server to share the data.',
    );
  }
}

/** Locks held by this process, so opening the same folder twice here also fails. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireLock(lockPath: string): () => void {
  if (heldHere.has(lockPath)) throw new DataDirLockedError(lockPath, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      // Our own pid in a lock we do not hold: left by an earlier run that had the same pid (containers).
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(lockPath, owner);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
