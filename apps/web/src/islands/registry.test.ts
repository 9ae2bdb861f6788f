import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { islandRegistry } from './registry.js';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Every `island('name', Component…)` in the library's and the app's sources, by name: the component it wraps. */
function declaredIslands(): Map<string, string> {
  const declared = new Map<string, string>();
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') visit(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
        for (const [, name, component] of fs.readFileSync(file, 'utf8').matchAll(/\bisland\('([\w-]+)', (\w+)/g)) declared.set(name!, component!);
      }
    }
  };
  visit(path.join(repositoryRoot, 'packages/ui/src'));
  visit(path.join(repositoryRoot, 'apps/web/src'));
  return declared;
}

describe('the island registry', () => {
  it('holds every island the pages declare, and nothing else', () => {
    expect(Object.keys(islandRegistry).sort()).toEqual([...declaredIslands().keys()].sort());
  });

  it('loads, for each island, the very component the page renders in its place', () => {
    // Read from the registry's source: its components are styled modules this project does not build.
    const source = fs.readFileSync(fileURLToPath(new URL('./registry.ts', import.meta.url)), 'utf8');
    const loaded = new Map([...source.matchAll(/'?([\w-]+)'?: \{\s*load: \(\) => import\([^)]*\)\.then\(\(module\) => module\.(\w+)\)/g)].map(([, name, component]) => [name!, component!]));
    expect(loaded).toEqual(declaredIslands());
  });

  it("gives each island that shows words its Spanish texts, and each loads", async () => {
    for (const [name, entry] of Object.entries(islandRegistry)) {
      if (name === 'site-header') continue; // the shell's texts are its own
      const texts = await entry.spanish?.();
      expect(Object.keys(texts ?? {}).length, name).toBeGreaterThan(0);
    }
  });
});
