import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_ASSETS_FILE, PAGE_TEMPLATE_FILE, SHARE_IMAGES_FILE, type PageRenderer, type ShareImages, type SiteRendererEntry } from '@pcr/contracts';
import { contentSecurityPolicy } from '../http/security-headers.js';
import { errorFields, type Logger } from '../logger.js';

/** The built web app as the server uses it: its page renderer, its browser-only shell and its CSP. */
export interface WebBuild {
  /** Renders pages (undefined: no server entry was built; pages get the browser-only shell). */
  renderer: PageRenderer | undefined;
  /** The server entry, for the sitemap (undefined as above). */
  entry: SiteRendererEntry | undefined;
  /** index.html as built: the app without a server render. */
  shell: string;
  /** Content-Security-Policy of every page: the template's inline scripts by hash. */
  csp: string;
}

export interface WebBuildOptions {
  webDist: string;
  ssrDist: string;
  siteUrl: string;
  cspImgSources: string[];
  logger: Logger;
}

const readJson = async (file: string): Promise<unknown> => JSON.parse(await fs.readFile(file, 'utf8')) as unknown;

/**
 * Loads the built web app on first use and again whenever it is rebuilt (the template's file changed),
 * so a rebuild needs no restart; `undefined` while there is none (the site answers "run the build").
 */
export function webBuildLoader(options: WebBuildOptions) {
  const { webDist, logger } = options;
  const indexFile = path.join(webDist, 'index.html');
  let entry: Promise<SiteRendererEntry | undefined> | undefined;
  let loaded: { mtimeMs: number; size: number; build: Promise<WebBuild> } | undefined;

  /** The server entry, imported once per process (a module cannot be imported anew). */
  const serverEntry = () =>
    (entry ??= (async () => {
      const file = path.join(options.ssrDist, 'entry-server.js');
      try {
        await fs.access(file);
      } catch {
        return undefined;
      }
      try {
        return (await import(pathToFileURL(file).href)) as SiteRendererEntry;
      } catch (error) {
        logger.error('the server renderer could not be loaded: pages get the browser-only shell', { file, ...errorFields(error) });
        return undefined;
      }
    })());

  async function load(): Promise<WebBuild> {
    const [shell, template, assets, shareImages, server] = await Promise.all([
      fs.readFile(indexFile, 'utf8'),
      readJson(path.join(webDist, PAGE_TEMPLATE_FILE)),
      readJson(path.join(webDist, PAGE_ASSETS_FILE)),
      // Made by the build's last step; a build without them still serves pages (with their SVGs).
      readJson(path.join(webDist, SHARE_IMAGES_FILE)).then(
        (images) => images as ShareImages,
        () => undefined,
      ),
      serverEntry(),
    ]);
    const { scriptHashes } = template as { scriptHashes: string[] };
    return {
      renderer: server?.createPageRenderer({ template, assets, shareImages, siteUrl: options.siteUrl }),
      entry: server,
      shell,
      csp: contentSecurityPolicy({ scriptHashes, imgSources: options.cspImgSources }),
    };
  }

  return {
    async current(): Promise<WebBuild | undefined> {
      // Asked on every page: a synchronous stat of a local file costs ~4 µs of CPU, the promise's
      // trip through libuv's pool ~44 µs (docs/performance.md, 2026-12-05).
      let stat;
      try {
        stat = statSync(indexFile);
      } catch {
        return undefined;
      }
      if (!loaded || loaded.mtimeMs !== stat.mtimeMs || loaded.size !== stat.size) loaded = { mtimeMs: stat.mtimeMs, size: stat.size, build: load() };
      return loaded.build;
    },
  };
}

export type WebBuildLoader = ReturnType<typeof webBuildLoader>;
