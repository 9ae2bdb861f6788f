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

/**
 * The screenshot shows each image's box, not its pixels: the generated artwork (static files whose
 * own changes need no screenshot) is photographic and made baselines megabytes each. The image is
 * still loaded, so its intrinsic size, width/height, object-fit and aspect ratio lay out as on the
 * site; only its painted content is moved out of its box, which shows one flat colour instead.
 */
function flattenImages(): () => void {
  const style = document.createElement('style');
  style.id = 'story-test-flat-images';
  style.textContent =
    'img{object-position:-100000px -100000px!important;background-color:#b4c3cc!important;background-image:none!important}';
  document.head.appendChild(style);
  return () => style.remove();
}

/**
 * Screenshots stop at a height: a page story (title `Pages/…`) at one viewport of its own (the first
 * screen a visitor sees: 900 px on desktop, 812 on mobile), any other story at two. What lies below
 * a page's first screen is each section's and card's own story; a long section (an article, a legal
 * document) is compared over its first two screens. The story still lays out at full height: only
 * its root is clipped while the screenshot is taken.
 */
function capHeight(context: StoryContext<ReactRenderer>, root: HTMLElement): () => void {
  const viewports = context.title.startsWith('Pages/') ? 1 : 2;
  const { maxHeight, overflow } = root.style;
  root.style.maxHeight = `${viewports * window.innerHeight}px`;
  root.style.overflow = 'hidden';
  return () => {
    root.style.maxHeight = maxHeight;
    root.style.overflow = overflow;
  };
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Defined in vitest.storybook.config.ts: resizes the window hosting the test iframe. */
    resizeBrowserWindow: (width: number, height: number) => Promise<void>;
    /** Defined in vitest.storybook.config.ts: losslessly recompresses the baselines this run wrote. */
    recompressBaselines: () => Promise<void>;
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
    const restoreImages = flattenImages();
    const restoreHeight = capHeight(context, root);
    // A click in the play function focuses its button, which scrolls the page; the screenshot would
    // then scroll back by its own rule (seen in CI: a story shot a fraction of a pixel off, its text
    // shaded differently). The story's root starts at the top: shoot it from there.
    window.scrollTo(0, 0);
    try {
      await withFullHeight(root, async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        try {
          await expect.element(page.elementLocator(root)).toMatchScreenshot(context.id);
        } finally {
          await commands.recompressBaselines();
        }
      });
    } finally {
      restoreHeight();
      restoreImages();
    }
  },
};

/**
 * In the tests, axe details only the violations, which fail the story: for the rules that pass or
 * need review it names one element each instead of every one (axe-core's `resultTypes`), which was
 * about half of a story's time. The published Storybook's a11y panel keeps every detail.
 */
const violationsOnly: ProjectAnnotations<ReactRenderer> = {
  parameters: { a11y: { options: { resultTypes: ['violations'] } } },
};

setProjectAnnotations([a11yAnnotations, previewAnnotations, screenshotAnnotations, violationsOnly]);
