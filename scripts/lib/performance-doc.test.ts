import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { machineDescription, writePerformanceTable, type PerformanceTable } from './performance-doc.js';

const DOC = `# Performance

Measured by the \`bench:*\` scripts; each writes its own section.

## Web pages (\`npm run bench:web\`)

Targets: web.

### Web: before (2026-01-01)

| route | performance |
|---|---|
| / | 90 |

## API (\`npm run bench:api\`)

Targets: api.

### API: after (2026-01-02)

| GET | req/s |
|---|---|
| /api/x | 100 |

### API: before (2026-01-01)

| GET | req/s |
|---|---|
| /api/x | 50 |

## Server rendering (\`npm run bench:ssr\`)

Targets: ssr.

### SSR: before (2026-01-01)

| page | pages/s |
|---|---|
| / | 10 |
`;

const api: PerformanceTable = {
  heading: '## API (`npm run bench:api`)',
  targets: 'Targets: api.',
  kind: 'API',
  label: 'newest',
  lines: ['Machine: test.', '', '| GET | req/s |', '|---|---|', '| /api/x | 200 |', ''],
};

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcr-performance-doc-'));
  file = path.join(dir, 'performance.md');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('writePerformanceTable', () => {
  it('puts the new table first in its section and leaves the earlier tables and the other sections as they were', () => {
    fs.writeFileSync(file, DOC);
    const table = writePerformanceTable(api, { file, date: '2026-02-03' });
    expect(table).toBe('### API: newest (2026-02-03)\n\nMachine: test.\n\n| GET | req/s |\n|---|---|\n| /api/x | 200 |\n');
    const before = DOC.indexOf('### API: after');
    expect(fs.readFileSync(file, 'utf8')).toBe(`${DOC.slice(0, before)}${table}\n${DOC.slice(before)}`);
  });

  it('adds a missing section at the end with its targets', () => {
    const [withoutApi = '', rest = ''] = DOC.split('## API');
    const doc = withoutApi + rest.slice(rest.indexOf('## Server rendering'));
    fs.writeFileSync(file, doc);
    const table = writePerformanceTable(api, { file, date: '2026-02-03' });
    expect(fs.readFileSync(file, 'utf8')).toBe(`${doc}\n## API (\`npm run bench:api\`)\n\nTargets: api.\n\n${table}`);
  });

  it('fills a section that has its targets but no table yet, before the next section', () => {
    const web = { ...api, heading: '## Web pages (`npm run bench:web`)', targets: 'Targets: web.', kind: 'Web' };
    const doc = DOC.replace(/### Web:[\s\S]*?(?=## API)/, '');
    fs.writeFileSync(file, doc);
    const table = writePerformanceTable(web, { file, date: '2026-02-03' });
    expect(fs.readFileSync(file, 'utf8')).toBe(doc.replace('Targets: web.\n\n', `Targets: web.\n\n${table}\n`));
  });

  it('starts the file when there is none', () => {
    const table = writePerformanceTable(api, { file, date: '2026-02-03' });
    expect(fs.readFileSync(file, 'utf8')).toBe(
      `# Performance\n\nMeasured by the \`bench:*\` scripts; each writes its own section.\n\n## API (\`npm run bench:api\`)\n\nTargets: api.\n\n${table}`,
    );
  });
});

describe('machineDescription', () => {
  it('names the CPUs, the memory and Node, then the extras', () => {
    expect(machineDescription('Chromium 1.2')).toMatch(new RegExp(`^\\d+ × .+, \\d+ GiB, Node ${process.version.replaceAll('.', '\\.')}, Chromium 1\\.2$`));
  });
});
