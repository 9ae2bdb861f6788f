import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutStructuredDataPlugin } from './without-structured-data.js';

/**
 * A real Vite build of a small app shaped like the site: a shell that writes the agency's JSON-LD in
 * its footer, and a route loaded later that writes its own with a builder. The element that writes
 * JSON-LD sits in the shell's chunk, which the route imports it from.
 */
let root: string;
const ELEMENT_MARKER = 'application/ld+json';
const BUILDER_MARKER = 'https://schema.org';

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'without-structured-data-'));
  const write = async (file: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), text);
  };
  await write('index.html', '<!doctype html><html><body><script type="module" src="/src/main.ts"></script></body></html>');
  await write('packages/ui/src/utils/structured-data/in-this-build.ts', 'export const RENDERS_STRUCTURED_DATA: boolean = true;\n');
  const switchImport = "import { RENDERS_STRUCTURED_DATA } from '../packages/ui/src/utils/structured-data/in-this-build.ts';\n";
  await write('src/json-ld.ts', `export const jsonLd = (data: object) => \`<script type="${ELEMENT_MARKER}">\${JSON.stringify(data)}</script>\`;\n`);
  await write('src/builder.ts', `export const listing = (name: string) => ({ '@context': '${BUILDER_MARKER}', '@type': 'RealEstateListing', name });\n`);
  await write(
    'src/main.ts',
    `${switchImport}import { jsonLd } from './json-ld.ts';\ndocument.body.append(String(RENDERS_STRUCTURED_DATA && jsonLd({ '@type': 'RealEstateAgent' })), 'footer');\nvoid import('./route.ts');\n`,
  );
  await write(
    'src/route.ts',
    `${switchImport}import { jsonLd } from './json-ld.ts';\nimport { listing } from './builder.ts';\nexport const page = () => [\n  'a home',\n  RENDERS_STRUCTURED_DATA &&\n    jsonLd(listing('a home')),\n  'its price',\n];\n`,
  );
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** Every JS file a build of the fixture writes, by name. */
async function buildWith(plugin: Plugin, options: { ssr?: boolean; input?: string } = {}): Promise<Map<string, string>> {
  const outDir = path.join(root, `dist-${Math.random().toString(36).slice(2)}`);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [plugin],
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: true,
      ssr: options.ssr ? (options.input ?? 'src/route.ts') : false,
      rolldownOptions: {
        ...(options.input && !options.ssr ? { input: path.join(root, options.input) } : {}),
        // As the site's `shared` group: the element's module in the shell's chunk, which the route imports.
        output: { codeSplitting: { groups: [{ name: 'shell', test: /json-ld\.ts$/ }] } },
      },
    },
  });
  const files = new Map<string, string>();
  for (const file of await fs.readdir(outDir, { recursive: true })) {
    if (/\.m?js$/.test(file)) files.set(file, await fs.readFile(path.join(outDir, file), 'utf8'));
  }
  return files;
}

const anyContains = (files: Map<string, string>, marker: string) => [...files.values()].some((code) => code.includes(marker));

describe("the browser's build without structured data (decision 0042)", () => {
  it('leaves out every guarded element and builder, and keeps the rest of the modules that guard them', async () => {
    const files = await buildWith(withoutStructuredDataPlugin());
    expect(anyContains(files, BUILDER_MARKER)).toBe(false);
    expect(anyContains(files, ELEMENT_MARKER)).toBe(false);
    expect(anyContains(files, 'footer')).toBe(true);
    expect(anyContains(files, 'its price')).toBe(true);
  });

  it('leaves out more than the switch alone, which kept the element a route was set to import from the shell', async () => {
    // The earlier rule: the switch's module loaded as false, the guards left to the minifier.
    const switchOnly = await buildWith({
      name: 'switch-only',
      enforce: 'pre',
      load: (id) => (id.endsWith('in-this-build.ts') ? 'export const RENDERS_STRUCTURED_DATA = false;\n' : null),
    });
    expect(anyContains(switchOnly, ELEMENT_MARKER)).toBe(true);
  });

  it('keeps the structured data in the server build', async () => {
    const files = await buildWith(withoutStructuredDataPlugin(), { ssr: true });
    expect(anyContains(files, BUILDER_MARKER)).toBe(true);
    expect(anyContains(files, ELEMENT_MARKER)).toBe(true);
  });

  it('fails the build on a read of the switch in another form, which it could not leave out', async () => {
    await fs.writeFile(
      path.join(root, 'src/other-form.ts'),
      "import { RENDERS_STRUCTURED_DATA } from '../packages/ui/src/utils/structured-data/in-this-build.ts';\nexport const shown = RENDERS_STRUCTURED_DATA ? 'yes' : 'no';\n",
    );
    await fs.writeFile(path.join(root, 'other.html'), '<!doctype html><html><body><script type="module" src="/src/other-form.ts"></script></body></html>');
    await expect(buildWith(withoutStructuredDataPlugin(), { input: 'other.html' })).rejects.toThrow(
      /other-form\.ts: read RENDERS_STRUCTURED_DATA only as `RENDERS_STRUCTURED_DATA && <JsonLd … \/>`/,
    );
  });
});
