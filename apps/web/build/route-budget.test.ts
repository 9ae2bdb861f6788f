import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeBudgetPlugin, type BudgetFile } from './route-budget.js';

/**
 * The route budget on a real Vite build of a small app: a shell, two routes, texts a route loads on
 * its own, and styles of the shell, of a route and of a part that route loads when needed. The texts
 * are pseudo-random, so gzip cannot shrink them away and the sizes are stable.
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
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'route-budget-'));
  await write('index.html', '<!doctype html><html><body><script type="module" src="/src/main.ts"></script></body></html>');
  await write(
    'src/main.ts',
    "import './styles.css';\nconst routes = import.meta.glob('./routes/*Route.ts');\nfor (const load of Object.values(routes)) void load();\nconst texts = import.meta.glob('./routes/*Route.es.ts');\nfor (const load of Object.values(texts)) void load();\nvoid import('./i18n/es/shell.ts');\n",
  );
  await write('src/i18n/es/shell.ts', `export default ${JSON.stringify(pseudoRandomText(6, 4_000))};\n`);
  await write('src/routes/AboutRoute.es.ts', `export default ${JSON.stringify(pseudoRandomText(7, 2_000))};\n`);
  await write(
    'src/routes/AboutRoute.ts',
    `import '../about.css';\nexport const form = () => import('../parts/form.ts');\nexport const spanish = () => import('../about-es.ts');\nexport default ${JSON.stringify(pseudoRandomText(1, 12_000))};\n`,
  );
  await write('src/about.css', `.about::after { content: "${pseudoRandomText(4, 3_000)}" }\n`);
  await write('src/parts/form.ts', "import './form.css';\nexport default 'form';\n");
  await write('src/parts/form.css', `.form::after { content: "${pseudoRandomText(5, 2_000)}" }\n`);
  await write(
    'src/routes/GuideRoute.ts',
    "const texts = { small: () => import('../../texts/small.ts'), large: () => import('../../texts/large.ts') };\n" +
      "const spanish = { small: () => import('../../texts-es/small.ts'), large: () => import('../../texts-es/large.ts') };\n" +
      "export default (name: 'small' | 'large', es = false) => (es ? spanish : texts)[name]();\n",
  );
  // The Spanish texts: the small one is much longer than its English namesake, the large one a little.
  await write('texts-es/small.ts', `export default ${JSON.stringify(pseudoRandomText(8, 4_000))};\n`);
  await write('texts-es/large.ts', `export default ${JSON.stringify(pseudoRandomText(9, 8_500))};\n`);
  await write('src/about-es.ts', `export default ${JSON.stringify(pseudoRandomText(10, 3_000))};\n`);
  await write('texts/small.ts', `export default ${JSON.stringify(pseudoRandomText(2, 1_000))};\n`);
  await write('texts/large.ts', `export default ${JSON.stringify(pseudoRandomText(3, 8_000))};\n`);
  await write('src/styles.css', 'body { margin: 0 }\n');
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
    plugins: [
      routeBudgetPlugin({
        budgetFile: path.join(root, 'bundle-budget.json'),
        routesDir: path.join(root, 'src/routes'),
        formsDir: path.join(root, 'src/forms/'),
        repositoryRoot: root,
        spanishShellTexts: path.join(root, 'src/i18n/es/shell.ts'),
      }),
    ],
    build: { write: false, minify: false },
  });
  return output as Rollup.RollupOutput;
}

const report = (output: Rollup.RollupOutput) => {
  const asset = output.output.find((file) => file.fileName === 'bundle-report.json') as Rollup.OutputAsset;
  return JSON.parse(String(asset.source)) as { routes: { route: string; js: number; css: number; spanishExtraJs: number }[] };
};
const stylesheetSize = (output: Rollup.RollupOutput, name: string) => {
  const asset = output.output.find((file) => file.type === 'asset' && file.fileName.endsWith('.css') && file.fileName.includes(name)) as Rollup.OutputAsset;
  return gzipSync(asset.source, { level: 9 }).length;
};
const chunkSize = (output: Rollup.RollupOutput, name: string) => {
  const chunk = output.output.find((file) => file.type === 'chunk' && file.fileName.includes(name)) as Rollup.OutputChunk;
  return gzipSync(chunk.code, { level: 9 }).length;
};

/** The gzip size of the chunk a module (by the end of its path: "texts-es/small.ts") starts. */
const moduleChunkSize = (output: Rollup.RollupOutput, module: string) => {
  const chunk = output.output.find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(module)) as Rollup.OutputChunk;
  return gzipSync(chunk.code, { level: 9 }).length;
};

describe('the route budget', () => {
  it("counts a Spanish route's extra JS (the texts every page loads and the route's own) and fails the build when it is over its budget", async () => {
    const output = await buildWith({ css: 100_000, spanishExtraJs: 100_000, routes: { AboutRoute: { js: 100_000 }, GuideRoute: { js: 100_000 } } });
    const extraOf = (route: string) => report(output).routes.find((r) => r.route === route)!.spanishExtraJs;
    // A route without texts of its own adds the shell's; one with them adds both.
    expect(extraOf('GuideRoute')).toBe(chunkSize(output, 'shell'));
    expect(extraOf('AboutRoute')).toBe(chunkSize(output, 'shell') + chunkSize(output, 'AboutRoute.es'));
    // 4,000 and 2,000 pseudo-random characters do not gzip below 2.5 kB and 1.2 kB.
    expect(chunkSize(output, 'shell')).toBeGreaterThan(2_500);
    expect(chunkSize(output, 'AboutRoute.es')).toBeGreaterThan(1_200);
    await expect(buildWith({ css: 100_000, spanishExtraJs: 1_000, routes: { AboutRoute: { js: 100_000 }, GuideRoute: { js: 100_000 } } })).rejects.toThrow(
      /AboutRoute: its Spanish twin loads \d+ B more JS \(gzip\), over the budget of 1000 B/,
    );
  });

  it('passes a build whose routes are within their budgets, and reports their sizes', async () => {
    const output = await buildWith({ css: 100_000, spanishExtraJs: 100_000, routes: { AboutRoute: { js: 100_000 }, GuideRoute: { js: 100_000 } } });
    const about = report(output).routes.find((r) => r.route === 'AboutRoute');
    // 12,000 pseudo-random characters do not gzip below 7 kB.
    expect(about?.js).toBeGreaterThan(7_000);
  });

  it('fails the build when a route is over its JS budget', async () => {
    await expect(buildWith({ css: 100_000, spanishExtraJs: 100_000, routes: { AboutRoute: { js: 1_000 }, GuideRoute: { js: 100_000 } } })).rejects.toThrow(
      /AboutRoute: \d+ B of JS \(gzip\) exceeds its budget of 1000 B/,
    );
  });

  it("counts in a route's CSS the shell's styles, its own and those of a part it loads when needed, not another route's", async () => {
    const output = await buildWith({ css: 100_000, spanishExtraJs: 100_000, routes: { AboutRoute: { js: 100_000 }, GuideRoute: { js: 100_000 } } });
    const routes = report(output).routes;
    const shell = stylesheetSize(output, 'index');
    expect(routes.find((r) => r.route === 'GuideRoute')?.css).toBe(shell);
    expect(routes.find((r) => r.route === 'AboutRoute')?.css).toBe(shell + stylesheetSize(output, 'AboutRoute') + stylesheetSize(output, 'form'));
    // 3,000 and 2,000 pseudo-random characters do not gzip below 1.5 kB and 1 kB.
    expect(stylesheetSize(output, 'AboutRoute')).toBeGreaterThan(1_500);
    expect(stylesheetSize(output, 'form')).toBeGreaterThan(1_000);
  });

  it('fails the build for a route over the CSS budget, and for a route without a budget', async () => {
    const sizes = report(await buildWith({ css: 100_000, spanishExtraJs: 100_000, routes: { AboutRoute: { js: 100_000 }, GuideRoute: { js: 100_000 } } })).routes;
    const guideCss = sizes.find((r) => r.route === 'GuideRoute')!.css;
    const failure = buildWith({ css: guideCss + 1_000, spanishExtraJs: 100_000, routes: { AboutRoute: { js: 100_000 } } });
    await expect(failure).rejects.toThrow(new RegExp(`AboutRoute: \\d+ B of CSS \\(gzip\\) in its first paint exceeds the budget of ${guideCss + 1_000} B`));
    await expect(failure).rejects.toThrow(/GuideRoute: no budget/);
    await expect(failure).rejects.not.toThrow(/GuideRoute: \d+ B of CSS/);
  });

  it('counts the largest of the modules a route loads on its own (withOneOf), not the smallest', async () => {
    const alone = await buildWith({ css: 100_000, spanishExtraJs: 100_000, routes: { AboutRoute: { js: 100_000 }, GuideRoute: { js: 100_000 } } });
    const withText = await buildWith({ css: 100_000, spanishExtraJs: 100_000, routes: { AboutRoute: { js: 100_000 }, GuideRoute: { js: 100_000, withOneOf: 'texts/' } } });
    const guideAlone = report(alone).routes.find((r) => r.route === 'GuideRoute')?.js ?? 0;
    const guideWithText = report(withText).routes.find((r) => r.route === 'GuideRoute')?.js ?? 0;
    expect(guideWithText - guideAlone).toBe(moduleChunkSize(withText, 'texts/large.ts'));
    expect(moduleChunkSize(withText, 'texts/large.ts')).toBeGreaterThan(4_000);
    await expect(buildWith({ css: 100_000, spanishExtraJs: 100_000, routes: { AboutRoute: { js: 100_000 }, GuideRoute: { js: guideAlone + 1_000, withOneOf: 'texts/' } } })).rejects.toThrow(
      /GuideRoute: \d+ B of JS \(gzip\) exceeds its budget/,
    );
  });

  it("counts in a Spanish route's extra the Spanish content its page loads on its own, a page's text in place of its English namesake", async () => {
    const budgets = (extra: number): BudgetFile => ({
      css: 100_000,
      spanishExtraJs: extra,
      routes: { AboutRoute: { js: 100_000, spanishContent: ['src/about-es.ts'] }, GuideRoute: { js: 100_000, withOneOf: 'texts/', spanishContent: ['texts-es/'] } },
    });
    const output = await buildWith(budgets(100_000));
    const extraOf = (route: string) => report(output).routes.find((r) => r.route === route)!.spanishExtraJs;
    const shell = chunkSize(output, 'shell');
    expect(extraOf('AboutRoute')).toBe(shell + chunkSize(output, 'AboutRoute.es') + moduleChunkSize(output, 'src/about-es.ts'));
    // The small text grows most in Spanish: that difference counts, not the larger text's.
    const small = moduleChunkSize(output, 'texts-es/small.ts') - moduleChunkSize(output, 'texts/small.ts');
    const large = moduleChunkSize(output, 'texts-es/large.ts') - moduleChunkSize(output, 'texts/large.ts');
    expect(small).toBeGreaterThan(large);
    expect(extraOf('GuideRoute')).toBe(shell + small);
    await expect(buildWith(budgets(shell + small - 1))).rejects.toThrow(/GuideRoute: its Spanish twin loads \d+ B more JS/);
    await expect(buildWith({ ...budgets(100_000), routes: { ...budgets(100_000).routes, AboutRoute: { js: 100_000, spanishContent: ['src/missing.ts'] } } })).rejects.toThrow(
      /AboutRoute: no module src\/missing.ts is loaded on its own/,
    );
  });

  it('counts the chunks as they are written, with the lists of files Vite adds for its preload helper', async () => {
    const output = await buildWith({ css: 100_000, spanishExtraJs: 100_000, routes: { AboutRoute: { js: 100_000 }, GuideRoute: { js: 100_000 } } });
    const chunks = output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    const about = chunks.find((chunk) => chunk.fileName.includes('AboutRoute'))!;
    // The entry imports the routes, so Vite wrote the files of each into the entry's code.
    expect(entry.code).toContain('__vite__mapDeps');
    const written = new Set<string>();
    const visit = (fileName: string) => {
      if (written.has(fileName)) return;
      written.add(fileName);
      for (const imported of chunks.find((chunk) => chunk.fileName === fileName)!.imports) visit(imported);
    };
    visit(entry.fileName);
    visit(about.fileName);
    const writtenSize = [...written].reduce((sum, fileName) => sum + gzipSync(chunks.find((chunk) => chunk.fileName === fileName)!.code, { level: 9 }).length, 0);
    expect(report(output).routes.find((r) => r.route === 'AboutRoute')?.js).toBe(writtenSize);
  });
});
