import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandBudgetPlugin, type BudgetFile, type BudgetReport } from './island-budget.js';

/**
 * The budgets on a real Vite build of a small app: an entry that loads an island and a language's
 * texts on their own, a layout and a route built for their styles. The contents are pseudo-random,
 * so gzip cannot shrink them away and the sizes are stable.
 */
let root: string;

function pseudoRandomText(seed: number, length: number): string {
  let state = seed;
  let text = '';
  while (text.length < length) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    text += state.toString(36);
  }
  return text.slice(0, length);
}

async function write(file: string, content: string) {
  await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await fs.writeFile(path.join(root, file), content);
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'island-budget-'));
  await write('index.html', '<!doctype html><html><body><script type="module" src="/src/main.ts"></script></body></html>');
  await write('src/main.ts', `import './shell.css';\nexport const islands = { gallery: () => import('./islands/Gallery.ts'), es: () => import('./i18n/es/texts.ts') };\nconsole.log(${JSON.stringify(pseudoRandomText(1, 3_000))}, islands);\n`);
  await write('src/shell.css', `.shell::after { content: "${pseudoRandomText(2, 1_000)}" }\n`);
  await write('src/islands/Gallery.ts', `export default ${JSON.stringify(pseudoRandomText(3, 5_000))};\n`);
  await write('src/i18n/es/texts.ts', `export default ${JSON.stringify(pseudoRandomText(4, 9_000))};\n`);
  await write('src/app/AppLayout.ts', `import './layout.css';\nexport const layout = 'layout';\n`);
  await write('src/app/layout.css', `.layout::after { content: "${pseudoRandomText(5, 1_500)}" }\n`);
  await write('src/routes/HomeRoute.tsx', `import './home.css';\nexport default 'home';\n`);
  await write('src/routes/home.css', `.home::after { content: "${pseudoRandomText(6, 2_000)}" }\n`);
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

async function buildWith(budgets: BudgetFile): Promise<Rollup.RollupOutput> {
  await write('bundle-budget.json', JSON.stringify(budgets));
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [islandBudgetPlugin({ budgetFile: path.join(root, 'bundle-budget.json'), pages: [path.join(root, 'src/routes/HomeRoute.tsx')], layout: 'src/app/AppLayout.ts', notIslands: ['/i18n/'] })],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: { index: path.join(root, 'index.html'), AppLayout: path.join(root, 'src/app/AppLayout.ts'), HomeRoute: path.join(root, 'src/routes/HomeRoute.tsx') },
        preserveEntrySignatures: 'exports-only',
      },
    },
  });
  return output as Rollup.RollupOutput;
}

const reportOf = (output: Rollup.RollupOutput) =>
  JSON.parse(String((output.output.find((file) => file.fileName === 'bundle-report.json') as Rollup.OutputAsset).source)) as BudgetReport;
const gzip = (content: string | Uint8Array) => gzipSync(content, { level: 9 }).length;
const chunkSize = (output: Rollup.RollupOutput, facade: string) => gzip((output.output.find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(facade)) as Rollup.OutputChunk).code);
const stylesheetSize = (output: Rollup.RollupOutput, name: string) => gzip((output.output.find((file) => file.type === 'asset' && file.fileName.endsWith('.css') && file.fileName.includes(name)) as Rollup.OutputAsset).source);

describe('the island and CSS budgets', () => {
  it("measures an island's first wake as the entry plus the island's chunk, and a route's CSS as the shell's, the layout's and its own", async () => {
    const output = await buildWith({ css: 100_000, islands: { Gallery: 100_000 } });
    const report = reportOf(output);
    // The language's texts load beside an island: they are no island of their own.
    expect(report.islands.map((island) => island.module)).toEqual(['Gallery']);
    expect(report.islands[0]!.js).toBe(chunkSize(output, 'index.html') + chunkSize(output, 'islands/Gallery.ts'));
    expect(report.islands[0]!.js).toBeGreaterThan(3_000);
    expect(report.routes).toEqual([{ route: 'HomeRoute', css: stylesheetSize(output, 'index') + stylesheetSize(output, 'AppLayout') + stylesheetSize(output, 'HomeRoute') }]);
  });

  it('fails the build when an island is over its budget, has none, or a route carries more CSS than allowed', async () => {
    const { islands, routes } = reportOf(await buildWith({ css: 100_000, islands: { Gallery: 100_000 } }));
    const js = islands[0]!.js;
    const css = routes[0]!.css;
    await expect(buildWith({ css: 100_000, islands: { Gallery: js - 1 } })).rejects.toThrow(`Gallery: its first wake loads ${js} B of JS (gzip), over its budget of ${js - 1} B`);
    await expect(buildWith({ css: 100_000, islands: {} })).rejects.toThrow('Gallery: an island without a budget');
    await expect(buildWith({ css: css - 1, islands: { Gallery: js } })).rejects.toThrow(`HomeRoute: ${css} B of CSS (gzip) in its first paint, over the budget of ${css - 1} B`);
    await expect(buildWith({ css, islands: { Gallery: js, Gone: 1 } })).rejects.toThrow('Gone: has a budget but is no island the entry loads');
  });
});
