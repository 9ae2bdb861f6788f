/**
 * Verifies a running server against the committed pacts (pacts/*.json): the requests the web
 * app makes and the answers it needs. For backend teams building their own server for the site.
 *
 *   npm run pact:verify -- --base-url http://127.0.0.1:3000 [--states-url <url>] [--pact <file>]... [--log-level warn]
 *
 * --states-url: before each interaction that names a provider state, this script POSTs
 *   {"state": "<name>", "params": {...}, "action": "setup"} as JSON to that URL; the server sets
 *   up its data and answers 2xx (anything else fails that interaction). See pacts/README.md for the
 *   states and what each must set up. Without it no state is set up (fine for a server whose
 *   data already satisfies every state, except "the listing provider is down").
 *
 * Exit code 0 when every interaction passed, 1 otherwise (each failing interaction is listed by
 * its description, with its mismatches), 2 for bad arguments.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { VerifierOptions } from '@pact-foundation/pact';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
export const defaultPactDir = path.join(repoRoot, 'pacts');

export type StateParams = Record<string, unknown>;
export type LogLevel = 'error' | 'warn' | 'info' | 'debug' | 'trace';

export interface VerifyPactsOptions {
  /** Where the server under test listens, e.g. http://127.0.0.1:3000 (no trailing /api). */
  baseUrl: string;
  /** Provider-states URL: POST {state, params, action} before each interaction with a state. */
  statesUrl?: string;
  /** In-process alternative to statesUrl (used by the provider tests). */
  setUpState?: (state: string, params: StateParams) => Promise<void> | void;
  /** Pact files; defaults to every *.json in pacts/. */
  pactFiles?: string[];
  logLevel?: LogLevel;
}

export interface InteractionResult {
  description: string;
  /** Provider states the interaction was given. */
  states: string[];
  ok: boolean;
  /** Mismatches or the error, one line each; empty when ok. */
  problems: string[];
}

export interface VerificationReport {
  ok: boolean;
  pactFiles: string[];
  interactions: InteractionResult[];
  /** The Pact core's own result (JSON), for debugging. */
  raw: unknown;
}

export function pactFilesIn(dir: string = defaultPactDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Every provider state named in the given pact files. */
export function providerStatesIn(files: string[]): string[] {
  const names = new Set<string>();
  for (const file of files) {
    const pact = JSON.parse(fs.readFileSync(file, 'utf8')) as { interactions?: { providerStates?: { name?: string }[] }[] };
    for (const interaction of pact.interactions ?? []) {
      for (const state of interaction.providerStates ?? []) if (state.name) names.add(state.name);
    }
  }
  return [...names].sort();
}

/** The state-change call of the provider-states URL convention. */
export async function postProviderState(statesUrl: string, state: string, params: StateParams, action: 'setup' | 'teardown' = 'setup') {
  let response: Response;
  try {
    response = await fetch(statesUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state, params, action }),
    });
  } catch (error) {
    throw new Error(`provider state "${state}": cannot reach ${statesUrl} (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!response.ok) {
    throw new Error(`provider state "${state}" was not set up: ${response.status} ${(await response.text()).slice(0, 500)}`);
  }
}

interface CoreMismatch {
  type?: string;
  path?: string;
  key?: string;
  mismatch?: string;
  description?: string;
}

interface CoreInteractionResult {
  description?: string;
  providerStates?: string[];
  result?: string;
  mismatch?: { type?: string; message?: string; mismatches?: CoreMismatch[] };
}

/** The Pact core's JSON result (pactffi_verifier_json). */
interface CoreResult {
  result?: boolean;
  interactionResults?: CoreInteractionResult[];
  errors?: ({ interaction?: string } & Pick<CoreInteractionResult, 'mismatch'>)[];
}

function describeMismatch(m: CoreMismatch): string {
  const where = m.path ?? m.key ?? '';
  const what = m.mismatch ?? m.description ?? JSON.stringify(m);
  return `${m.type ?? 'Mismatch'}${where ? ` at ${where}` : ''}: ${what}`;
}

function problemsOf(mismatch: CoreInteractionResult['mismatch']): string[] {
  if (!mismatch) return ['failed'];
  if (mismatch.mismatches?.length) return mismatch.mismatches.map(describeMismatch);
  return [mismatch.message ?? mismatch.type ?? 'failed'];
}

function parseCoreResult(text: string): CoreResult | undefined {
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as CoreResult) : undefined;
  } catch {
    return undefined;
  }
}

/** Runs Pact's verifier against the server; resolves with a report whether it passed or not. */
export async function verifyPacts(options: VerifyPactsOptions): Promise<VerificationReport> {
  process.env.PACT_DO_NOT_TRACK ??= 'true';
  const { Verifier } = await import('@pact-foundation/pact');
  const pactFiles = options.pactFiles ?? pactFilesIn();
  if (pactFiles.length === 0) throw new Error(`no pact files found (looked in ${defaultPactDir})`);

  const setUp =
    options.setUpState ??
    (options.statesUrl ? (state: string, params: StateParams) => postProviderState(options.statesUrl as string, state, params) : undefined);
  const stateHandlers = setUp
    ? (Object.fromEntries(
        providerStatesIn(pactFiles).map((state) => [
          state,
          {
            setup: async (params?: unknown) => {
              await setUp(state, typeof params === 'object' && params !== null ? (params as StateParams) : {});
              return undefined;
            },
          },
        ]),
        // VerifierOptions intersects the HTTP and the message state-handler types; these are HTTP ones.
      ) as unknown as VerifierOptions['stateHandlers'])
    : undefined;

  let raw: CoreResult | undefined;
  let failure: unknown;
  try {
    const text = await new Verifier({
      provider: 'pcr-api',
      providerBaseUrl: options.baseUrl.replace(/\/+$/, ''),
      pactUrls: pactFiles,
      ...(stateHandlers ? { stateHandlers } : {}),
      logLevel: options.logLevel ?? 'error',
    }).verifyProvider();
    raw = parseCoreResult(text);
  } catch (error) {
    failure = error;
    raw = error instanceof Error ? parseCoreResult(error.message) : undefined;
  }
  if (failure !== undefined && raw === undefined) throw failure;

  const interactions: InteractionResult[] = (raw?.interactionResults ?? []).map((r) => ({
    description: r.description ?? '(no description)',
    states: r.providerStates ?? [],
    ok: r.result === 'OK',
    problems: r.result === 'OK' ? [] : problemsOf(r.mismatch),
  }));
  // Errors outside any interaction (e.g. a pact file that cannot be read).
  if (interactions.length === 0) {
    for (const error of raw?.errors ?? []) {
      interactions.push({ description: error.interaction ?? '(unknown)', states: [], ok: false, problems: problemsOf(error.mismatch) });
    }
  }
  return { ok: failure === undefined && raw?.result !== false && interactions.every((i) => i.ok), pactFiles, interactions, raw };
}

export function formatReport(report: VerificationReport): string {
  const failed = report.interactions.filter((i) => !i.ok);
  const lines = [
    `Pact verification against ${report.pactFiles.map((f) => path.relative(repoRoot, f)).join(', ')}: ` +
      `${report.interactions.length - failed.length} of ${report.interactions.length} interactions passed.`,
  ];
  for (const interaction of failed) {
    const given = interaction.states.length > 0 ? ` (given ${interaction.states.join(' and ')})` : '';
    lines.push(`✗ ${interaction.description}${given}`);
    for (const problem of interaction.problems) lines.push(`    ${problem}`);
  }
  return lines.join('\n');
}

const usage = 'Usage: npm run pact:verify -- --base-url <url> [--states-url <url>] [--pact <file>]... [--log-level error|warn|info|debug]';

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        'states-url': { type: 'string' },
        pact: { type: 'string', multiple: true },
        'log-level': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${usage}\n`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const baseUrl = values['base-url'];
  if (!baseUrl || !/^https?:\/\//.test(baseUrl)) {
    process.stderr.write(`--base-url must be the http(s) URL of the server under test.\n${usage}\n`);
    return 2;
  }
  const logLevel = values['log-level'] as LogLevel | undefined;
  const report = await verifyPacts({
    baseUrl,
    ...(values['states-url'] ? { statesUrl: values['states-url'] } : {}),
    ...(values.pact ? { pactFiles: values.pact.map((file) => path.resolve(file)) } : {}),
    ...(logLevel ? { logLevel } : {}),
  });
  (report.ok ? process.stdout : process.stderr).write(`${formatReport(report)}\n`);
  return report.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`pact:verify failed to run: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(2);
    },
  );
}
