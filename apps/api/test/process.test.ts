import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_WEB_DIST, pgliteDataDir, requireBuiltServer } from './helpers.js';

/** The real entry points, run the way `npm run serve` (compiled) and `npm run leads:export` (tsx) run them. */
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = path.join(apiDir, '../../node_modules/.bin/tsx');
const server = requireBuiltServer();
const data = pgliteDataDir('process');

afterAll(() => data.remove());

const env = (extra: Record<string, string> = {}) => ({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: data.dir,
  WEB_DIST: NO_WEB_DIST,
  LOG_LEVEL: 'info',
  ...extra,
});

/** Resolves with the first JSON log line for which `match` is true. */
function waitForLog(child: ChildProcessWithoutNullStreams, lines: Record<string, unknown>[], match: (e: Record<string, unknown>) => boolean) {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const check = () => {
      const found = lines.find(match);
      if (found) {
        child.stdout.off('data', check);
        child.off('exit', onExit);
        resolve(found);
      }
    };
    const onExit = (code: number | null) => reject(new Error(`exited with ${code} before the expected log line`));
    child.stdout.on('data', check);
    child.once('exit', onExit);
    check();
  });
}

function run(args: string[], extraEnv: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, args, { cwd: apiDir, env: env(extraEnv) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const lead = { name: 'In, "Flight" Person', email: 'inflight@example.com', interest: 'Selling my property' };

describe('the compiled server (dist/main.js) as a process', () => {
  it('on SIGTERM finishes the POST in flight with 201, stops accepting, closes the database and exits 0', async () => {
    const child = spawn(process.execPath, [server], { cwd: apiDir, env: env() });
    const lines: Record<string, unknown>[] = [];
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const part of parts) if (part.trim()) lines.push(JSON.parse(part) as Record<string, unknown>);
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    try {
      const listening = await waitForLog(child, lines, (e) => e.msg === 'listening');
      const url = new URL(String(listening.url));

      // Headers and half the body now; the rest only after the signal has been handled.
      const body = JSON.stringify(lead);
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          { host: url.hostname, port: url.port, path: '/api/subscribe', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          child.kill('SIGTERM');
          waitForLog(child, lines, (e) => e.msg === 'shutting down')
            .then(async (entry) => {
              expect(entry.inFlight).toBe(1);
              // No longer accepting: a new connection is refused.
              await expect(fetch(`${url.origin}/api/agents`)).rejects.toThrow();
              req.end(body.slice(10));
            })
            .catch(reject);
        }, 500);
      });

      const answer = await response;
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body)).toHaveProperty('id');
      expect(await exited).toBe(0);
      expect(lines.map((e) => e.msg)).toContain('stopped');
      expect(stderr.replace(/npm warn.*\n/g, '')).toBe('');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('leads:export reads the stored lead from the same folder as CSV, honouring --since', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const exported = await run(['src/cli/export-leads.ts', '--since', today]);
    expect(exported.code).toBe(0);
    const records = exported.stdout.split('\r\n');
    expect(records[0]).toBe(
      'id,received_at,kind,form,name,email,phone,address,home_type,bedrooms,bathrooms,living_area,condition,timeline,' +
        'tour_home,tour_mode,tour_times,tour_state,tour_starts_at,message,property_interest,how_did_you_hear,interest,page,language,spam,unsubscribed,confirmed,assigned_agent',
    );
    expect(exported.stdout).toContain(',subscribe,,"In, ""Flight"" Person",inflight@example.com,,,,,,,,,,,,,,,,,Selling my property,,en,no,no,no,\r\n');

    const future = await run(['src/cli/export-leads.ts', '--since=2999-01-01']);
    expect(future.code).toBe(0);
    expect(future.stdout.split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});
