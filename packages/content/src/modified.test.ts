import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentModified, contentModuleFiles, type ContentModule } from './modified.js';

const srcDir = fileURLToPath(new URL('./', import.meta.url));
const modules = Object.keys(contentModified) as ContentModule[];

/** Day (UTC) of the last commit that changed any of the files; undefined without git history (e.g. an exported tarball). */
function lastCommitDay(files: string[]): string | undefined {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cd', '--date=format-local:%Y-%m-%d', '--', ...files], {
      cwd: srcDir,
      env: { ...process.env, TZ: 'UTC' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out || undefined;
  } catch {
    return undefined;
  }
}

describe('contentModified: the date each content module last changed', () => {
  it.each(modules)('%s names an existing module and a real date, not in the future', (module) => {
    for (const file of contentModuleFiles(module)) expect(fs.existsSync(srcDir + file), file).toBe(true);
    const date = contentModified[module];
    expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    expect(date <= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it.each(modules)('%s was not changed after its recorded date (set the date when you edit the module)', (module) => {
    const files = contentModuleFiles(module);
    const committed = lastCommitDay(files.map((file) => srcDir + file));
    if (committed === undefined) return;
    expect(contentModified[module] >= committed, `${files.join(', ')} last changed on ${committed}`).toBe(true);
  });
});
