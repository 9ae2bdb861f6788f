import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { HtmlValidate, type ConfigData } from 'html-validate';
import type { Page } from 'playwright-core';
import { repoRoot } from './server.js';

const require = createRequire(import.meta.url);

/** HTML_CodeSniffer's browser build (the npm package, no download), evaluated in each page. */
const htmlcsScript = readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

interface HtmlcsMessage {
  type: number;
  code: string;
  msg: string;
  element: string;
}

/**
 * Runs HTML_CodeSniffer's WCAG2AA standard on the page as it stands and returns its errors (type 1;
 * warnings and notices ask for a human's judgement and are not counted), each with the element.
 * Evaluated through the DevTools protocol rather than added as a script tag: it runs under the
 * site's CSP (which rightly refuses injected scripts) and on a page with scripts off.
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  await page.evaluate(htmlcsScript);
  const messages = await page.evaluate(
    () =>
      new Promise<HtmlcsMessage[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: { process: (standard: string, root: Document, done: () => void, failed: () => void) => void; getMessages: () => { type: number; code: string; msg: string; element: Element }[] } }).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs.getMessages().map((m) => ({
                type: m.type,
                code: m.code,
                msg: m.msg,
                element: m.element instanceof Element ? m.element.outerHTML.slice(0, 160) : String(m.element),
              })),
            ),
          () => reject(new Error('HTML_CodeSniffer failed to run')),
        );
      }),
  );
  return messages.filter((m) => m.type === 1).map((m) => `${m.code}: ${m.msg} ${m.element}`);
}

let validator: HtmlValidate | undefined;

/** html-validate with the repository's `.htmlvalidate.mjs` (its turned-off rules say why there). */
async function htmlValidator(): Promise<HtmlValidate> {
  if (!validator) {
    const { default: config } = (await import(pathToFileURL(`${repoRoot}.htmlvalidate.mjs`).href)) as { default: ConfigData };
    validator = new HtmlValidate(config);
  }
  return validator;
}

/** html-validate's errors for one document, as `rule: message (line:column selector)`. */
export async function htmlValidateErrors(html: string, name: string): Promise<string[]> {
  const report = await (await htmlValidator()).validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.line}:${m.column} ${m.selector ?? ''})`),
  );
}
