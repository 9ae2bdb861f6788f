import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../../../scripts/lib/built-server.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import { tempDir } from './helpers.js';

/**
 * Issue 45: the embedded database's disk fills up. The compiled server, its DATA_DIR on a tmpfs of
 * its own, keeps running: lead and alert posts answer 503 with Retry-After (not 500), nothing is
 * acknowledged that was not stored, pages keep answering, and once space is freed the posts are
 * stored again.
 */

/** Room for the database (a copy of the PGlite template, ~40 MB) and little more. */
const TMPFS_SIZE = '64m';

const mountPoint = tempDir('disk-full');
const dataDir = path.join(mountPoint.dir, 'data');
const filler = path.join(mountPoint.dir, 'filler');
let server: BuiltServer;

/** Mounting needs root: CI runs as root; elsewhere sudo without a password. */
const asRoot = (command: string, args: string[]) =>
  process.getuid?.() === 0 ? execFileSync(command, args) : execFileSync('sudo', ['-n', command, ...args]);

beforeAll(async () => {
  asRoot('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE},mode=0777`, 'tmpfs', mountPoint.dir]);
  const template = inject('pgliteTemplate');
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  server = await startBuiltServer({
    PATH: process.env.PATH,
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    // This file sends more leads from one address than the default limit lets through.
    RATE_LIMIT_MAX: '1000',
  });
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  asRoot('umount', ['--lazy', mountPoint.dir]);
  mountPoint.remove();
});

const lead = (n: number) => ({ name: 'Ann Lee', email: `ann${n}@example.test`, phone: '(949) 555-0101', message: `Hello, this is lead ${n}` });
const postLead = (n: number) => fetch(`${server.baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead(n)) });
const postAlertForm = () =>
  // The list of homes takes its alert form posted without scripts (its route action).
  fetch(`${server.baseUrl}/properties?city=irvine`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'alert@example.test', consent: 'on', search: 'city=irvine', page: '/properties?city=irvine' }),
  });

/** Fills the tmpfs to the last byte (writes until the kernel says ENOSPC). */
function fillDisk() {
  const fd = fs.openSync(filler, 'w');
  const block = Buffer.alloc(1 << 20);
  try {
    for (;;) fs.writeSync(fd, block);
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
  } finally {
    fs.closeSync(fd);
  }
}

it('answers 503 with Retry-After while the disk is full, acknowledges nothing it did not store, and stores again once space is freed', async () => {
  expect((await postLead(0)).status).toBe(201);
  fillDisk();

  // PostgreSQL first fills the free room of the pages it has (a rolled-back insert may leave some):
  // posts go on until five in a row are refused, each a 201 or a 503 with Retry-After, never a 500.
  const acknowledged: number[] = [];
  let n = 0;
  let refusedInARow = 0;
  while (refusedInARow < 5 && n < 2000) {
    const res = await postLead(++n);
    expect([201, 503], `lead ${n}`).toContain(res.status);
    if (res.status === 201) {
      acknowledged.push(n);
      refusedInARow = 0;
    } else {
      refusedInARow++;
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await res.json()).toEqual({ message: 'We cannot take this request right now. Please try again in a moment.' });
    }
  }
  expect(refusedInARow).toBe(5);
  const form = await postAlertForm();
  expect(form.status).toBe(503);
  expect(form.headers.get('retry-after')).toMatch(/^\d+$/);
  // Reads need no disk: the API still answers.
  expect((await fetch(`${server.baseUrl}/api/agents`)).status).toBe(200);

  fs.rmSync(filler);
  const after = ++n;
  expect((await postLead(after)).status).toBe(201);
  expect((await postAlertForm()).status).toBe(303);

  // Stop, and count what the database holds: every 201, and nothing else.
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  const db = await openPgliteClient(dataDir);
  try {
    const rows = await db.query<{ email: string }>("SELECT email FROM leads WHERE kind = 'contact'");
    const stored = rows.map((row) => Number(/^ann(\d+)@/.exec(row.email)?.[1])).sort((a, b) => a - b);
    expect(stored).toEqual([0, ...acknowledged, after]);
  } finally {
    await db.close();
  }
  expect(server.output()).not.toContain('"level":"error"');
});
