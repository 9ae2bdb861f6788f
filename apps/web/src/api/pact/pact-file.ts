import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONSUMER = 'pcr-web';
export const PROVIDER = 'pcr-api';
export const PACT_FILE_NAME = `${CONSUMER}-${PROVIDER}.json`;

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
/** The committed pact: what backend teams verify their server against. */
export const committedPactPath = path.join(repoRoot, 'pacts', PACT_FILE_NAME);
export const UPDATE_COMMAND = 'npm run pact:update';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key] as Json)]),
  );
}

export interface PactInteraction extends JsonObject {
  description: string;
}

function interactionsOf(pact: JsonObject): PactInteraction[] {
  const interactions = pact.interactions;
  return Array.isArray(interactions) ? (interactions.filter(isObject) as PactInteraction[]) : [];
}

const stateNames = (interaction: JsonObject) =>
  (Array.isArray(interaction.providerStates) ? interaction.providerStates : [])
    .map((s) => (isObject(s) ? String(s.name) : ''))
    .join(' & ');

/**
 * The pact as it is committed: independent of the Pact library's version and of test order.
 * Drops the library versions from the metadata and the per-interaction keys (hashes that a new
 * Pact core may compute differently), sorts interactions by description and keys alphabetically.
 */
export function normalizePact(pact: JsonObject): JsonObject {
  const metadata = isObject(pact.metadata) ? pact.metadata : {};
  const interactions = interactionsOf(pact)
    .map((interaction) => {
      const copy: JsonObject = { ...interaction };
      delete copy.key;
      return copy as PactInteraction;
    })
    .sort((a, b) => a.description.localeCompare(b.description, 'en') || stateNames(a).localeCompare(stateNames(b), 'en'));
  return sortKeys({
    consumer: pact.consumer ?? null,
    provider: pact.provider ?? null,
    interactions,
    metadata: { pactSpecification: metadata.pactSpecification ?? null },
  }) as JsonObject;
}

export const serializePact = (pact: JsonObject) => `${JSON.stringify(pact, null, 2)}\n`;

export function readPact(file: string): JsonObject | undefined {
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as JsonObject;
}

/** One line per interaction that was added, removed or changed, named by its description. */
export function describePactChanges(committed: JsonObject | undefined, generated: JsonObject): string[] {
  if (!committed) return [`${path.relative(repoRoot, committedPactPath)} does not exist yet`];
  const index = (pact: JsonObject) =>
    new Map(interactionsOf(pact).map((i) => [`${i.description} [${stateNames(i) || 'no state'}]`, JSON.stringify(i)]));
  const before = index(normalizePact(committed));
  const after = index(generated);
  const changes: string[] = [];
  for (const [name, value] of after) {
    if (!before.has(name)) changes.push(`+ new interaction: ${name}`);
    else if (before.get(name) !== value) changes.push(`~ changed interaction: ${name}`);
  }
  for (const name of before.keys()) if (!after.has(name)) changes.push(`- removed interaction: ${name}`);
  if (changes.length === 0 && serializePact(normalizePact(committed)) !== serializePact(generated)) {
    changes.push('~ the pact metadata changed');
  }
  return changes;
}
