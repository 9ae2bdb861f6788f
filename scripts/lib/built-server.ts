import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { builtServerEntry, repoRoot } from '../../apps/api/src/config.js';

/** The compiled server (`npm run build`) in a process of its own, as `npm run serve` runs it. */
export interface BuiltServer {
  child: ChildProcess;
  /** From the "listening" log line. */
  baseUrl: string;
  /** Everything it wrote so far (JSON lines). */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** The url of the server's "listening" log line (JSON lines; fields in any order), once it came. */
export function listeningUrl(output: string): string | undefined {
  for (const line of output.split('\n')) {
    if (!line.includes('"listening"')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: unknown; url?: unknown };
      if (entry.msg === 'listening' && typeof entry.url === 'string') return entry.url;
    } catch {
      // a line still arriving
    }
  }
  return undefined;
}

/** Starts the real entry point with `env` and resolves once it listens (60 s at most). */
export async function startBuiltServer(env: NodeJS.ProcessEnv): Promise<BuiltServer> {
  if (!fs.existsSync(builtServerEntry)) throw new Error(`${builtServerEntry} is missing: run \`npm run build\` first.`);
  const child = spawn(process.execPath, [builtServerEntry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 60 s:\n${output.slice(-2000)}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = listeningUrl(output);
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening:\n${output.slice(-2000)}`));
    });
  });
  return { child, baseUrl, output: () => output, exited };
}
