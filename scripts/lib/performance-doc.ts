import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

/** Where the `bench:*` scripts write their tables. */
export const PERFORMANCE_DOC = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));

/** The file's start, for a checkout that has none yet. */
const NEW_DOC = '# Performance\n\nMeasured by the `bench:*` scripts; each writes its own section.\n';

/** One script's section of docs/performance.md and the table of this run. */
export interface PerformanceTable {
  /** The section's `## ` line, e.g. "## API (`npm run bench:api`)". */
  heading: string;
  /** Written under the heading when the section is new: the targets its tables are read against. */
  targets: string;
  /** Starts every table of the section ("API" for "### API: label (date)"): how earlier tables are found. */
  kind: string;
  label: string;
  /** The table's lines after its `### ` line and the blank line under it. */
  lines: readonly string[];
}

/** CPUs, memory and Node, then what else decides the numbers (a browser's version, the load). */
export function machineDescription(...extras: string[]): string {
  return [`${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}`, `${Math.round(os.totalmem() / 2 ** 30)} GiB`, `Node ${process.version}`, ...extras].join(', ');
}

/**
 * Writes the table first under its section's heading (adding the section at the end if missing) and
 * leaves every other section as it was. Returns the table, for the console.
 */
export function writePerformanceTable(table: PerformanceTable, options: { file?: string; date?: string } = {}): string {
  const file = options.file ?? PERFORMANCE_DOC;
  const date = options.date ?? new Date().toISOString().slice(0, 10);
  const section = [`### ${table.kind}: ${table.label} (${date})`, '', ...table.lines].join('\n');
  const { heading } = table;
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : NEW_DOC;
  if (!text.includes(heading)) text += `\n${heading}\n\n${table.targets}\n`;
  const start = text.indexOf(heading) + heading.length;
  const nextSection = text.indexOf('\n## ', start);
  const end = nextSection === -1 ? text.length : nextSection;
  // The newest table first under the heading; earlier ones stay as the record of before/after.
  const body = text.slice(start, end);
  const firstTable = body.indexOf(`\n### ${table.kind}:`);
  const intro = firstTable === -1 ? body : body.slice(0, firstTable);
  const earlier = body.slice(intro.length);
  text = `${text.slice(0, start)}${intro.trimEnd()}\n\n${section}${earlier}${text.slice(end)}`;
  fs.writeFileSync(file, text);
  return section;
}
