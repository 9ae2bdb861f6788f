/**
 * Puts a server-rendered page into the built index.html: the page's own head (title, description,
 * share tags, canonical), the code of its route, its markup in #root and the data it was rendered
 * with. Pure string work on the build's own template, so it runs per request for little.
 */
import { jsonForScriptElement } from '@pcr/ui';
import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '../data/initial-data.js';
import { entryOf, type Manifest } from './chunk-graph.js';
import { inlineStylesheet, type Stylesheets } from './inline-stylesheet.js';
import { APP_MODULES_ELEMENT_ID, appModulesElement, type AppModules } from './start-app-script.js';

export { routeStylesheets, type Manifest, type ManifestChunk } from './chunk-graph.js';


/** Head elements React renders at the start of a page rendered without `<html>`: title, meta, link. */
const LEADING_HOISTABLE = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/** Splits React's output into the head elements it hoisted to the front and the page's markup. */
export function splitHoistedHead(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let match = LEADING_HOISTABLE.exec(rest); match; match = LEADING_HOISTABLE.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const decodeEntities = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name] ?? '');

function metaContent(head: string, attribute: 'name' | 'property', key: string): string | undefined {
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    if (new RegExp(`\\b${attribute}="${key}"`).test(tag)) return decodeEntities(/\bcontent="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  return undefined;
}

export interface ShareContext {
  /** The absolute URL of the page as the site publishes it (`SITE_URL` + path). */
  pageUrl: string;
  siteName: string;
}

/**
 * Completes the page's head for crawlers and link previews: canonical link and Open Graph and
 * Twitter tags taken from the page's own title, description and image, unless the page set them.
 * A page that asks not to be indexed gets no canonical.
 */
export function completeHead(head: string, { pageUrl, siteName }: ShareContext): string {
  const title = decodeEntities(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? '');
  const description = metaContent(head, 'name', 'description');
  const image = metaContent(head, 'property', 'og:image');
  const noindex = /noindex/.test(metaContent(head, 'name', 'robots') ?? '');
  const tags: string[] = [];
  const property = (key: string, value: string | undefined) => {
    if (value !== undefined && metaContent(head, 'property', key) === undefined) tags.push(`<meta property="${key}" content="${escapeAttribute(value)}">`);
  };
  const name = (key: string, value: string | undefined) => {
    if (value !== undefined && metaContent(head, 'name', key) === undefined) tags.push(`<meta name="${key}" content="${escapeAttribute(value)}">`);
  };
  if (!noindex && !/<link\b[^>]*rel="canonical"/.test(head)) tags.push(`<link rel="canonical" href="${escapeAttribute(pageUrl)}">`);
  property('og:type', 'website');
  property('og:site_name', siteName);
  property('og:title', title);
  property('og:description', description);
  if (!noindex) property('og:url', pageUrl);
  name('twitter:card', image ? 'summary_large_image' : 'summary');
  name('twitter:title', title);
  name('twitter:description', description);
  if (image) name('twitter:image', image);
  return head + tags.join('');
}

/** The route chunks' scripts the page needs beyond the entry's own (the shell's are in the template). */
export function routeScripts(manifest: Manifest, routeModules: string[]): string[] {
  const inEntry = entryOf(manifest).files;
  const scripts = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  for (const key of routeModules) visit(key, new Set());
  return [...scripts].filter((file) => !inEntry.has(file));
}

/** The page's route stylesheets inline, from the build's texts (a missing text is a broken build). */
export function routeStyleElements(files: string[], stylesheets: Stylesheets): string {
  return files
    .map((file) => {
      const css = stylesheets[file];
      if (css === undefined) throw new Error(`The build's stylesheets have no ${file}: build the web app with build/page-template.ts`);
      return inlineStylesheet(file, css);
    })
    .join('');
}

export interface DocumentParts {
  /** The page's head elements (completed). */
  head: string;
  /** The page's markup, for #root. */
  body: string;
  /** The route chunks' scripts the page needs beyond the entry's (files under the build's root). */
  scripts: string[];
  /** The route's stylesheets inline (`routeStyleElements`), after the shell's. */
  styles: string;
  data: InitialData;
}

const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>/;
const PRELOAD_LINK = /<link rel="preload"[^>]*>/g;
const APP_MODULES = new RegExp(`<script type="application/json" id="${APP_MODULES_ELEMENT_ID}">([^<]*)</script>`);

/**
 * The page template (the built index.html, made by build/page-template.ts: the shell's stylesheets
 * inline and the entry's modules listed) with the page in it: its own head in place of the template's
 * generic title (its preloads, before the stylesheets) and before `</head>` (its route's styles, then
 * the rest), its markup and data in #root, and its route chunks added to the modules the start-app
 * script loads once it has painted.
 */
export function assembleDocument(template: string, { head, body, scripts, styles, data }: DocumentParts): string {
  const listed = APP_MODULES.exec(template);
  if (!listed) throw new Error(`index.html lists no modules (#${APP_MODULES_ELEMENT_ID}): build it with build/page-template.ts`);
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  if (!TEMPLATE_TITLE.test(template)) throw new Error('index.html has no <title> for the page head to replace');
  const shell = JSON.parse(listed[1] ?? '') as AppModules;
  const modules: AppModules = { entry: shell.entry, preload: [...shell.preload, ...scripts.map((file) => `/${file}`)] };
  // The preloads React hoisted (the page's main image) go where the template's generic title was,
  // ahead of the inline stylesheet, so they start with the document; the rest of the head follows
  // the stylesheet, where a page with none paints soonest (Lighthouse, 10 runs of /about each way).
  const preloads = head.match(PRELOAD_LINK) ?? [];
  const rest = head.replace(PRELOAD_LINK, '');
  return template
    .replace(TEMPLATE_TITLE, () => preloads.join(''))
    .replace('</head>', () => `${styles}${rest}</head>`)
    .replace(listed[0], () => appModulesElement(jsonForScriptElement(modules)))
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div><script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonForScriptElement(data)}</script>`);
}
