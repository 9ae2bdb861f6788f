/**
 * Setup for the `storybook` Vitest project (stories run as tests in Chromium).
 * Applies the same annotations Storybook uses (preview + a11y, failing on violations) and
 * adds one more afterEach: an element screenshot of the story root compared with the
 * committed baseline. Stories opt out with `parameters: { screenshot: { disable: true } }`.
 */
import { expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { setProjectAnnotations } from '@storybook/react-vite';
import type { ProjectAnnotations, ReactRenderer, StoryContext } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import * as previewAnnotations from './preview';

/** No transitions, animations or blinking caret: every run paints the same pixels. */
function freezeMotion(): void {
  if (document.getElementById('story-test-freeze')) return;
  const style = document.createElement('style');
  style.id = 'story-test-freeze';
  style.textContent =
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}';
  document.head.appendChild(style);
}

/** The site's variable fonts, loaded before any screenshot. */
async function fontsLoaded(): Promise<void> {
  await Promise.all(
    [
      '400 16px "Inter Variable"',
      '600 16px "Inter Variable"',
      '600 32px "Playfair Display Variable"',
      'italic 400 32px "Playfair Display Variable"',
    ].map((font) => document.fonts.load(font)),
  );
  await document.fonts.ready;
}

/** Lazy images below the fold would never load in an element screenshot: load them all now. */
async function imagesLoaded(root: HTMLElement): Promise<void> {
  const images = Array.from(root.querySelectorAll('img'));
  await Promise.all(
    images.map(async (image) => {
      if (!image.complete) {
        image.loading = 'eager';
        await new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        });
      }
      await image.decode().catch(() => undefined);
    }),
  );
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Defined in vitest.storybook.config.ts: resizes the window hosting the test iframe. */
    resizeBrowserWindow: (width: number, height: number) => Promise<void>;
  }
}

/**
 * Runs `shoot` with the test iframe as tall as the story, so the element screenshot covers all of
 * it (an iframe paints only what is inside its own viewport), then restores the story's viewport.
 */
async function withFullHeight(root: HTMLElement, shoot: () => Promise<void>): Promise<void> {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const needed = Math.ceil(Math.max(root.getBoundingClientRect().bottom + window.scrollY, height));
  if (needed <= height) return shoot();
  await commands.resizeBrowserWindow(width, needed);
  await page.viewport(width, needed);
  try {
    await shoot();
  } finally {
    await page.viewport(width, height);
    await commands.resizeBrowserWindow(width, height);
  }
}

export interface ScreenshotParameters {
  screenshot?: { disable?: boolean };
}

const screenshotAnnotations: ProjectAnnotations<ReactRenderer> = {
  beforeEach() {
    freezeMotion();
  },
  async afterEach(context: StoryContext<ReactRenderer>) {
    const parameters = context.parameters as ScreenshotParameters;
    if (parameters.screenshot?.disable) return;
    const root = context.canvasElement;
    await fontsLoaded();
    await imagesLoaded(root);
    await withFullHeight(root, async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await expect.element(page.elementLocator(root)).toMatchScreenshot(context.id);
    });
  },
};

setProjectAnnotations([a11yAnnotations, previewAnnotations, screenshotAnnotations]);
