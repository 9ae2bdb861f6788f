import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';

/** The process serving `baseUrl`: node running the compiled server with that PORT in its environment. */
function serverProcessFor(baseUrl: string): { cmdline: string[]; environ: string[] } {
  const port = new URL(baseUrl).port;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      // node itself, not npm's `sh -c "node … dist/main.js"` around it
      if (!cmdline[0]!.endsWith('node') || !cmdline.some((arg) => arg.endsWith('dist/main.js'))) continue;
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (environ.includes(`PORT=${port}`)) return { cmdline, environ };
    } catch {
      // the process ended while we looked
    }
  }
  throw new Error(`no dist/main.js process with PORT=${port}`);
}

// The e2e files test the site as `npm start` serves it. Vitest runs with NODE_ENV=test; a server that
// inherited it would render with React's development build and skip its memory settings.
describe('the site the end-to-end files drive', () => {
  it('runs as `npm start` runs it: NODE_ENV production, restarted with its memory settings', () => {
    const { cmdline, environ } = serverProcessFor(inject('e2eSiteUrl'));
    expect(environ).toContain('NODE_ENV=production');
    expect(environ).toContain('MALLOC_ARENA_MAX=2');
    expect(cmdline).toContain('--liftoff-only');
  });
});
