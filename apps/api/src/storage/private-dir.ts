import fs from 'node:fs/promises';

/**
 * Owner-only modes for what visitors sent us: the database and the .eml files hold names,
 * addresses and messages, which no other account on the machine has any business reading.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) owner-only, and takes group and other access off one that exists. */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const { mode } = await fs.stat(dir);
  if ((mode & 0o077) !== 0) await fs.chmod(dir, PRIVATE_DIR_MODE);
}
