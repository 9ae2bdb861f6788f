/**
 * Puts a server-rendered page into the built index.html: the page's own head (title, description,
 * share tags, canonical), the code and styles of its route, its markup in #root and the data it was
 * rendered with. Pure string work on the build's own template, so it runs per request for little.
 */
import { jsonForScriptElement } from '@pcr/ui';
import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '../data/initial-data.js';
import { APP_MODULES_ELEMENT_ID, type AppModules } from './start-app-script.js';

/** The parts of Vite's build manifest (`build.manifest`) used here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

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

/** The route chunks' scripts the page needs beyond the entry's own (the site has one stylesheet, in the template). */
export function routeScripts(manifest: Manifest, routeModules: string[]): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const inEntry = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string, into: Set<string>, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, into, seen);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) visit(entryKey, inEntry, new Set());
  for (const key of routeModules) visit(key, scripts, new Set());
  return [...scripts].filter((file) => !inEntry.has(file));
}

/**
 * The Latin faces every page paints with (Inter; Playfair Display, upright and italic). Found by the
 * browser only after the styles are parsed, they would arrive after the first paint and re-flow the
 * text; preloaded, they come with the styles.
 */
const FIRST_PAINT_FONTS = /\/(?:inter-latin-wght-normal|playfair-display-latin-wght-(?:normal|italic))\.woff2$/;

export function fontPreloads(manifest: Manifest): string[] {
  return Object.entries(manifest)
    .filter(([key]) => FIRST_PAINT_FONTS.test(key))
    .map(([, chunk]) => chunk.file);
}

export interface DocumentParts {
  /** The page's head elements (completed). */
  head: string;
  /** The page's markup, for #root. */
  body: string;
  assets: {
    /** The route's chunks beyond the entry's (files under the build's root). */
    scripts: string[];
    fonts: string[];
    /** The text of the template's stylesheets by their URL ("/assets/style-….css"), to inline. */
    styles: Record<string, string>;
  };
  data: InitialData;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The built index.html with the page in it; index.html's own generic title gives way to the page's.
 * The site's stylesheet goes inline (the first paint waits for no request), and the scripts the
 * template names are started by its start-app script once the page has painted (start-app-script.ts).
 */
export function assembleDocument(template: string, { head, body, assets, data }: DocumentParts): string {
  const modules: AppModules = { entry: '', preload: [] };
  const withoutScripts = template
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      modules.entry = src;
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      modules.preload.push(href);
      return '';
    })
    .replace(STYLESHEET_LINK, (tag, href: string) => {
      const css = assets.styles[href];
      // `</style` cannot occur in built CSS; escaped anyway so no text can close the element early.
      return css === undefined ? tag : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    });
  if (!modules.entry) throw new Error('index.html has no module script');
  modules.preload.push(...assets.scripts.map((file) => `/${file}`));
  const links = assets.fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`).join('');
  const withHead = withoutScripts.replace(/<title>[\s\S]*?<\/title>/, '').replace('</head>', `${head}${links}</head>`);
  const dataScripts =
    `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonForScriptElement(data)}</script>` +
    `<script type="application/json" id="${APP_MODULES_ELEMENT_ID}">${jsonForScriptElement(modules)}</script>`;
  if (!withHead.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  return withHead.replace('<div id="root"></div>', () => `<div id="root">${body}</div>${dataScripts}`);
}
