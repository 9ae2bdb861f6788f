import type { Plugin } from 'vite';

/** The UI package's switch for structured data (packages/ui/src/utils/structured-data/in-this-build.ts): declared there, read nowhere else but in guards. */
const STRUCTURED_DATA_SWITCH = /[\\/]packages[\\/]ui[\\/]src[\\/]utils[\\/]structured-data[\\/]in-this-build\.ts$/;
const SWITCH_NAME = 'RENDERS_STRUCTURED_DATA';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * The offsets of each `RENDERS_STRUCTURED_DATA && …` in `program`, and how many other times the
 * switch is read (anything but its import): a guard in another form is not left out.
 */
function guardsIn(program: unknown): { guards: [number, number][]; otherReads: number } {
  const guards: [number, number][] = [];
  let otherReads = 0;
  const visit = (node: Node): void => {
    if (node.type === 'LogicalExpression' && node.operator === '&&' && isNode(node.left) && node.left.type === 'Identifier' && node.left.name === SWITCH_NAME) {
      guards.push([node.start, node.end]);
      return;
    }
    if (node.type === 'ImportDeclaration') return;
    if (node.type === 'Identifier' && node.name === SWITCH_NAME) otherReads += 1;
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  if (isNode(program)) visit(program);
  return { guards, otherReads };
}

/**
 * The browser's build renders no structured data (decision 0042): the server writes each page's
 * JSON-LD into its document, where crawlers read it, and nothing in a browser reads it. Each
 * `RENDERS_STRUCTURED_DATA && <JsonLd … />` becomes `false` before bundling: the bundler then sees
 * neither `<JsonLd>` nor the builder that makes its data, and leaves both out of the browser's code
 * (the switch module loaded as `false` left them to the minifier, which drops the call but not a
 * module another chunk was set to import). A page hydrates with nothing in its place, as the server
 * rendered it.
 */
export function withoutStructuredDataPlugin(): Plugin {
  return {
    name: 'pcr-without-structured-data',
    enforce: 'pre',
    transform: {
      filter: { id: /\.tsx?$/, code: SWITCH_NAME },
      handler(code, id, options) {
        // A server render (also through Vite's dev server) writes the page's structured data: only the browser's modules go without.
        if (options?.ssr || STRUCTURED_DATA_SWITCH.test(id)) return null;
        const { guards, otherReads } = guardsIn(this.parse(code, { lang: id.endsWith('.tsx') ? 'tsx' : 'ts' }));
        if (otherReads > 0) throw new Error(`${id}: read ${SWITCH_NAME} only as \`${SWITCH_NAME} && <JsonLd … />\`, so the browser's build can leave the guarded part out`);
        let stripped = code;
        for (const [start, end] of guards.reverse()) {
          if (!code.startsWith(SWITCH_NAME, start)) throw new Error(`${id}: the parser's offsets do not match the source at ${SWITCH_NAME}`);
          // Same length and the same line breaks: every later line and column stays where it was, so the module's source map holds.
          stripped = stripped.slice(0, start) + `false${code.slice(start + 5, end).replace(/[^\r\n]/g, ' ')}` + stripped.slice(end);
        }
        return { code: stripped, map: null };
      },
    },
  };
}
