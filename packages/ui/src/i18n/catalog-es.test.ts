import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spanishTexts } from './catalog-es.js';

/** Every export of every area file (es/), by "file: export", as the catalog's glob merges them. */
const areaModules = import.meta.glob<Record<string, Record<string, string>>>(['./es/*.ts', '!./es/*.test.ts'], { eager: true });
const areas = Object.fromEntries(Object.entries(areaModules).flatMap(([file, module]) => Object.entries(module).map(([name, texts]) => [`${file}: ${name}`, texts] as const)));
/** Area `inner` is taken in whole by area `outer` (`{ ...siteChromeEs, … }`): its texts are the same entries, not copies. */
const takesIn = (outer: Record<string, string>, inner: Record<string, string>) => outer !== inner && Object.entries(inner).every(([english, spanish]) => outer[english] === spanish);

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

/** Every TypeScript source of the interface and of what it shows (the contracts' values, such as a listing's status). */
function sources(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'i18n' && entry.name !== '__screenshots__') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories|es)\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const dir of ['packages/ui/src', 'apps/web/src', 'contracts/src']) walk(path.join(repositoryRoot, dir));
  return files.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
}

describe('the Spanish catalog', () => {
  it('names each English text in one area only (a second would silently win), unless an area takes in another whole', () => {
    const names = Object.keys(areas);
    const twice: string[] = [];
    const seen = new Map<string, string>();
    for (const name of names) {
      for (const english of Object.keys(areas[name]!)) {
        const first = seen.get(english);
        if (first === undefined) seen.set(english, name);
        // Both areas hold it: only where one takes in an area that has it (an area nested in both, like the forms' messages).
        else if (!names.some((inner) => english in areas[inner]! && [first, name].every((outer) => outer === inner || takesIn(areas[outer]!, areas[inner]!)))) twice.push(`${english} (${first}, ${name})`);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(spanishTexts)).toHaveLength(seen.size);
  });

  it('takes in every area file of es/, and each adds its texts to the type of `t` (SpanishAreas)', () => {
    expect(Object.keys(areaModules)).toContain('./es/home-prices.ts');
    for (const [file, module] of Object.entries(areaModules)) {
      const source = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
      expect(source, file).toContain("declare module '../catalog-es.js'");
      expect(Object.keys(module).some((name) => source.includes(`: typeof ${name};`)), file).toBe(true);
    }
    for (const texts of Object.values(areas)) for (const [english, spanish] of Object.entries(texts)) expect(spanishTexts[english as keyof typeof spanishTexts]).toBe(spanish);
  });

  it('translates every text (none left empty or in English)', () => {
    const untranslated = Object.entries(spanishTexts as Record<string, string>).filter(([english, spanish]) => !spanish.trim() || spanish === english);
    expect(untranslated).toEqual([]);
  });

  it('holds no text the site no longer shows: each English text is written in the code that shows it', () => {
    const code = sources();
    const unused = Object.keys(spanishTexts).filter((english) => ![`'${english}'`, `"${english}"`, `\`${english}\``].some((quoted) => code.includes(quoted)));
    expect(unused).toEqual([]);
  });
});
