import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPactDir, formatReport, pactFilesIn, verifyPacts, type VerificationReport } from '../../../../scripts/pact-verify.js';
import { dropJsonField, renameJsonField, startProvider, type RunningProvider } from './provider-app.js';
import { providerStates } from './provider-states.js';

/**
 * Provider side of the contract: the real Express app (createApp, listening on 127.0.0.1) verified
 * against the committed pacts/ — the same files backend teams verify their servers against.
 * Provider states set the app's real content repository and hot-listing adapter (provider-states.ts).
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const pactFiles = pactFilesIn(defaultPactDir);
const committedInteractions = pactFiles.flatMap(
  (file) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { interactions: { description: string }[] }).interactions,
);

function failedDescriptions(report: VerificationReport): string[] {
  return report.interactions.filter((i) => !i.ok).map((i) => i.description);
}

describe('the API verified against the committed pacts', () => {
  let provider: RunningProvider;
  beforeAll(async () => {
    provider = await startProvider();
  });
  afterAll(() => provider.close());

  it('has pacts to verify, and every state they name is one this provider can set up', () => {
    expect(pactFiles.map((file) => path.basename(file))).toContain('pcr-web-pcr-api.json');
    expect(committedInteractions.length).toBeGreaterThanOrEqual(22);
    const named = new Set(
      committedInteractions.flatMap((i) => ((i as { providerStates?: { name: string }[] }).providerStates ?? []).map((s) => s.name)),
    );
    expect([...named].filter((state) => !(state in providerStates))).toEqual([]);
    // Backend teams set states up from pacts/README.md: it must list every one.
    const readme = fs.readFileSync(path.join(defaultPactDir, 'README.md'), 'utf8');
    expect([...named].filter((state) => !readme.includes(`| \`${state}\` |`))).toEqual([]);
  });

  it('passes every interaction (states set in process)', async () => {
    const report = await verifyPacts({ baseUrl: provider.baseUrl, setUpState: (state, params) => provider.world.setUp(state, params) });
    expect(report.ok, formatReport(report)).toBe(true);
    expect(report.interactions.map((i) => i.description).sort()).toEqual(committedInteractions.map((i) => i.description).sort());
  });

  it('passes with `npm run pact:verify -- --base-url … --states-url …`, the backend teams\' command', async () => {
    const run = promisify(execFile);
    const { stdout } = await run('npm', ['run', '--silent', 'pact:verify', '--', '--base-url', provider.baseUrl, '--states-url', provider.statesUrl], {
      cwd: repoRoot,
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
    });
    expect(stdout).toContain(`${committedInteractions.length} of ${committedInteractions.length} interactions passed`);
  });

  it('pact:verify exits 1 and names the failing interactions when the server breaks the contract', async () => {
    const broken = await startProvider({ rewriteJson: renameJsonField('slug', 'urlSlug') });
    try {
      const run = promisify(execFile);
      const failure = await run('npm', ['run', '--silent', 'pact:verify', '--', '--base-url', broken.baseUrl, '--states-url', broken.statesUrl], {
        cwd: repoRoot,
        env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
      }).then(
        () => undefined,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain('✗ a request for neighborhood irvine');
      expect(failure?.stderr).toContain('✗ a request for city irvine');
    } finally {
      await broken.close();
    }
  });

  it('the states URL refuses a state it does not know, naming the known ones', async () => {
    const response = await fetch(provider.statesUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'a state nobody defined', params: {}, action: 'setup' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('the listing provider is down');
  });
});

describe('verification fails when the provider drifts from the contract', () => {
  it('a renamed response field (price → listPrice) fails the property interactions, by name', async () => {
    const broken = await startProvider({ rewriteJson: renameJsonField('price', 'listPrice') });
    try {
      const report = await verifyPacts({ baseUrl: broken.baseUrl, setUpState: (state, params) => broken.world.setUp(state, params) });
      expect(report.ok).toBe(false);
      const failed = failedDescriptions(report);
      expect(failed).toEqual(expect.arrayContaining(['a request for all properties', 'a request for property pcr-1001', 'a request for the featured properties']));
      // Interactions without prices still pass: the failure is about the field, not the server.
      expect(failed).not.toContain('a request for the agents');
      expect(formatReport(report)).toMatch(/✗ a request for all properties[^\n]*\n\s+.*price/);
    } finally {
      await broken.close();
    }
  });

  it('a dropped response field (agent email) fails the agents interaction', async () => {
    const broken = await startProvider({ rewriteJson: dropJsonField('email') });
    try {
      const report = await verifyPacts({ baseUrl: broken.baseUrl, setUpState: (state, params) => broken.world.setUp(state, params) });
      expect(report.ok).toBe(false);
      expect(failedDescriptions(report)).toContain('a request for the agents');
    } finally {
      await broken.close();
    }
  });

  it('a provider that cannot set up "the listing provider is down" answers 200 and fails that interaction', async () => {
    const provider = await startProvider();
    try {
      const report = await verifyPacts({
        baseUrl: provider.baseUrl,
        // Ignores the state: the provider keeps answering the bundled listings.
        setUpState: (state, params) => provider.world.setUp(state === 'the listing provider is down' ? 'hot listings are available' : state, params),
      });
      expect(failedDescriptions(report)).toEqual(['a request for the hot listings while the listing provider is down']);
    } finally {
      await provider.close();
    }
  });
});
