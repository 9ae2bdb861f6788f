import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '@pcr/ui/i18n/load-catalog.js';
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
    const entries = [...source.matchAll(/'?([\w-]+)'?: \{ chunk: '([\w-]+)', load: \(\) => import\('([^']*)'\)\.then\(\(module\) => module\.(\w+)\)/g)];
    const loaded = new Map(entries.map(([, name, , , component]) => [name!, component!]));
    expect(loaded).toEqual(declaredIslands());
    // Each entry names the chunk of what it imports (the module's file name), whose files the page lists for its wake.
    for (const [, name, chunk, specifier] of entries) expect(chunk, name).toBe(specifier!.replace(/^.*\//, '').replace(/\.js$/, ''));
  });

  it('gives every island on a Spanish page the one catalog of the language: the texts of each part, whatever it is', async () => {
    const catalog = await loadCatalog('es');
    // One text of each kind of island: the mortgage calculator, the city tabs, the filters sheet, the alerts manager, a lead form.
    expect(catalog?.['Estimate your monthly payment']).toBe('Calcule su pago mensual');
    expect(catalog?.['Back to Cities']).toBe('Volver a las ciudades');
    expect(catalog?.['Close filters']).toBe('Cerrar filtros');
    expect(catalog?.['Manage your alerts']).toBe('Administre sus alertas');
    expect(catalog?.['Message sent!']).toBe('¡Mensaje enviado!');
    // English pages load no catalog at all.
    expect(await loadCatalog('en')).toBeUndefined();
  });
});
