/**
 * The settings that keep the server in a small instance (issue 45, decision 0044) but that a process
 * only takes when it starts: glibc reads MALLOC_ARENA_MAX before any JavaScript runs, and V8 sizes
 * its heap and picks its WebAssembly compilers at start. Measured with the compiled server and
 * `npm run bench:memory`:
 *
 * - `MALLOC_ARENA_MAX=2`: each thread that allocates (V8's four workers, libuv's four, zlib's work
 *   in them) otherwise gets a malloc arena of its own, and freed memory stays in each; 60-110 MB of
 *   arenas under load came down to under 20.
 * - `MALLOC_MMAP_THRESHOLD_=131072`: blocks of 128 kB and more (a page's HTML as bytes, zlib's
 *   results) come from mmap and go back to the system when freed. glibc otherwise raises that
 *   threshold to the largest block freed so far, after which such blocks stay in the heap, freed
 *   but resident between two garbage collections (V8 collects for them only every 64 MB): the peak
 *   under pages and leads went from ~300 to ~250 MB, throughput unchanged (64 kB cost a third of it:
 *   Node reads sockets into 64 kB blocks).
 * - `--max-old-space-size=256`, `--max-semi-space-size=8`: V8 sizes its heap from the machine's
 *   memory (4 GB and 32 MB young spaces on a 24 GB host) and collects lazily below that; these are
 *   what Node picks in a 512 MB container, young spaces a little larger (2 MB cost a fifth of the
 *   kept GETs' throughput, 8 MB nothing measurable). The live heap under load is 40-70 MB.
 * - `--liftoff-only`: PGlite's 10 MB WebAssembly module is compiled by V8's baseline compiler only;
 *   the optimizing one, which recompiles hot functions in the background, held 30-40 MB. Commits
 *   wait on fsync, not on PostgreSQL's code: leads/s did not move.
 *
 * A setting given by the operator wins: a V8 flag on node's command line or in NODE_OPTIONS (also as
 * `--no-…` or with underscores), a MALLOC_ variable in the environment.
 */
export const MEMORY_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
export const MEMORY_FLAGS: readonly string[] = ['--max-old-space-size=256', '--max-semi-space-size=8', '--liftoff-only'];

/** `--max_old_space_size=1` → `max-old-space-size`; `--no-liftoff-only` → `liftoff-only`. */
const flagName = (arg: string) =>
  arg
    .replace(/^--?/, '')
    .split('=')[0]!
    .replaceAll('_', '-')
    .replace(/^no-/, '');

/** What of MEMORY_ENV and MEMORY_FLAGS a process started with `execArgv` and `env` lacks; undefined when nothing. */
export function missingMemorySettings(execArgv: readonly string[], env: NodeJS.ProcessEnv): { flags: string[]; env: Record<string, string> } | undefined {
  const given = new Set([...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].filter((arg) => arg.startsWith('-')).map(flagName));
  const flags = MEMORY_FLAGS.filter((flag) => !given.has(flagName(flag)));
  const missingEnv = Object.fromEntries(Object.entries(MEMORY_ENV).filter(([name]) => env[name] === undefined));
  return flags.length === 0 && Object.keys(missingEnv).length === 0 ? undefined : { flags, env: missingEnv };
}

/**
 * Starts this process again with the settings it lacks: process.execve replaces it in place (same
 * process id, same standard streams, the same arguments after them), so a supervisor, a signal or a
 * test that holds its id sees one process. Nothing to add, or no execve (Windows): returns, and the
 * server runs as it was started. A failed execve leaves the process as it was, so it runs on.
 */
export function restartWithMemorySettings(): void {
  const missing = missingMemorySettings(process.execArgv, process.env);
  if (!missing || typeof process.execve !== 'function') return;
  try {
    process.execve(process.execPath, [process.execPath, ...missing.flags, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, ...missing.env });
  } catch {
    // execve(2) refused (a sandbox, a missing binary): run without the settings.
  }
}
