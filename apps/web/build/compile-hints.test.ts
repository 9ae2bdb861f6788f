import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileHintsPlugin } from './compile-hints.js';

/** A real Vite build of a small app: an entry, a chunk of its own it imports, and a part it imports later. */
let root: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'compile-hints-'));
  await fs.mkdir(path.join(root, 'src'));
  await fs.writeFile(path.join(root, 'index.html'), '<!doctype html><html><body><script type="module" src="/src/main.ts"></script></body></html>');
  await fs.writeFile(path.join(root, 'src/main.ts'), "import { greet } from './greeting.ts';\ndocument.title = greet('visitor');\nvoid import('./later.ts');\n");
  await fs.writeFile(path.join(root, 'src/greeting.ts'), 'export function greet(name: string) {\n  return `Hello, ${name}`;\n}\n');
  await fs.writeFile(path.join(root, 'src/later.ts'), "import { greet } from './greeting.ts';\nexport function later() {\n  return greet('later');\n}\n");
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

interface Built {
  entry: string;
  entryMap: { mappings: string };
  /** The chunk the entry imports statically (the build's group puts the greeting in one of its own). */
  greeting: string;
  later: string;
}

async function buildTo(outDir: string, plugins: Plugin[]): Promise<Built> {
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { outDir, emptyOutDir: true, sourcemap: true, minify: false, rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'greeting', test: /greeting\.ts$/ }] } } } },
  });
  const files = await fs.readdir(path.join(outDir, 'assets'));
  const read = (prefix: string, suffix: string) => fs.readFile(path.join(outDir, 'assets', files.find((file) => file.startsWith(prefix) && file.endsWith(suffix))!), 'utf8');
  return {
    entry: await read('index-', '.js'),
    entryMap: JSON.parse(await read('index-', '.js.map')) as { mappings: string },
    greeting: await read('greeting-', '.js'),
    later: await read('later-', '.js'),
  };
}

describe('the compile hints', () => {
  it("open the entry chunk and the chunks it imports with V8's hint, leave other chunks lazy, and keep the entry's source map in step", async () => {
    const plain = await buildTo(path.join(root, 'dist-plain'), []);
    const hinted = await buildTo(path.join(root, 'dist-hinted'), [compileHintsPlugin()]);

    expect(hinted.entry.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.entry).toBe(`//# allFunctionsCalledOnLoad\n${plain.entry}`);
    expect(plain.entry).toContain('./greeting-');
    expect(hinted.greeting).toBe(`//# allFunctionsCalledOnLoad\n${plain.greeting}`);
    expect(hinted.later).toBe(plain.later);
    expect(hinted.later).not.toContain('allFunctionsCalledOnLoad');
    // One generated line more at the top: the same mappings, one line (";") further down.
    expect(hinted.entryMap.mappings).toBe(`;${plain.entryMap.mappings}`);
  });
});
