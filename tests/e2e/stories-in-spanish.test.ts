import express from 'express';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { englishInterfaceShown } from './support/english-interface.js';

/**
 * Every story of the published Storybook in Spanish (issue 30, item 6): the static build that
 * `npm test` makes before the tests (storybook-static), in Chromium, with the toolbar's language set
 * to Spanish. Each component's docs page renders all its stories (without their play functions,
 * which assert the English texts); none may fail or show an English text of the interface.
 */

const STATIC_STORYBOOK = path.resolve(import.meta.dirname, '../../storybook-static');

interface IndexEntry {
  id: string;
  title: string;
  type: 'story' | 'docs';
  importPath: string;
}

const index = JSON.parse(fs.readFileSync(path.join(STATIC_STORYBOOK, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const entries = Object.values(index.entries);
/**
 * One docs page per component, with the number of stories it shows. The foundations (colours, type
 * scale) are the design tokens' reference for the team, in English, not a part of the site.
 */
const componentDocs = entries
  .filter((entry) => entry.type === 'docs' && !entry.title.startsWith('Foundations/'))
  .map((docs) => ({ id: docs.id, title: docs.title, stories: entries.filter((entry) => entry.type === 'story' && entry.title === docs.title).length }))
  .filter((docs) => docs.stories > 0);

/** A page of prose (MDX), not a component's: where the preview starts. */
const INTRODUCTION = entries.find((entry) => entry.type === 'docs' && entry.importPath.endsWith('.mdx'))!.id;

let server: ReturnType<ReturnType<typeof express>['listen']>;
let browser: Browser;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  const app = express().use(express.static(STATIC_STORYBOOK));
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  browser = await launchBrowser();
  const opened = await openPage(browser);
  page = opened.page;
  pageErrors = opened.consoleErrors;
  // The introduction by address, with Spanish as the toolbar's language; the components' pages through the preview's channel.
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${INTRODUCTION}&viewMode=docs&globals=locale:es`);
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

type Channel = { emit(event: string, ...args: unknown[]): void; on(event: string, listener: (id: string) => void): void; off(event: string, listener: (id: string) => void): void };

/** Shows a docs page through the preview's channel and waits until it and each of its stories have rendered. */
async function showDocs(id: string, stories: number): Promise<void> {
  await page.evaluate(
    (docsId) =>
      new Promise<void>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const rendered = (renderedId: string) => {
          if (renderedId !== docsId) return;
          channel.off('docsRendered', rendered);
          resolve();
        };
        channel.on('docsRendered', rendered);
        channel.emit('setCurrentStory', { storyId: docsId, viewMode: 'docs' });
      }),
    id,
  );
  // A story's loaders run before it renders: each docs story holds its frame once it has.
  await page.waitForFunction(
    (count) => [...document.querySelectorAll('#storybook-docs .docs-story')].filter((story) => story.querySelector('[data-story-frame] *')).length >= count,
    stories,
    { timeout: 20_000 },
  );
}

const storyIds = (title: string) => entries.filter((entry) => entry.type === 'story' && entry.title === title).map((entry) => entry.id);

/**
 * Every text the stories hand their component in their args (a label, a heading, a listing): the
 * caller's to translate, as a page does with `t`, not the component's. What the component writes
 * itself must follow the language.
 */
async function textsGivenBy(ids: string[]): Promise<Set<string>> {
  const texts = await page.evaluate(async (storyIdList) => {
    type Store = { loadStory(options: { storyId: string }): Promise<{ initialArgs: unknown }> };
    const store = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: Store } }).__STORYBOOK_PREVIEW__.storyStoreValue;
    const found: string[] = [];
    const collect = (value: unknown, depth: number): void => {
      if (typeof value === 'string') found.push(value.replace(/\s+/g, ' ').trim());
      else if (value && typeof value === 'object' && depth < 8) for (const inner of Object.values(value)) collect(inner, depth + 1);
    };
    for (const storyId of storyIdList) collect((await store.loadStory({ storyId })).initialArgs, 0);
    return found;
  }, ids);
  return new Set(texts);
}

describe('every story in Spanish, in the static Storybook', () => {
  it('finds the components’ docs pages', () => {
    expect(componentDocs.length).toBeGreaterThan(50);
  });

  it.each(componentDocs)('$title: all $stories stories render in Spanish, without an English text of the interface', async ({ id, title, stories }) => {
    pageErrors.length = 0;
    await showDocs(id, stories);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
    const given = await textsGivenBy(storyIds(title));
    expect((await englishInterfaceShown(page, '#storybook-docs .docs-story [data-story-frame]')).filter((text) => !given.has(text))).toEqual([]);
    // The stories of a missing image ask for one on purpose.
    expect(pageErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });
});
