/**
 * Two measures of bench:web that Lighthouse does not take (issue 46):
 * - main-thread work: Chrome's own `TaskDuration` (Performance.getMetrics) for loading a page at 4×
 *   CPU throttling, each page with and without its scripts, the runs alternating;
 * - click to the next page's largest paint: a visitor points at a link, then clicks it; the time
 *   from the click to the next page's largest contentful paint (or to its activation, for a page
 *   the browser prerendered and had painted already), with and without the speculation rules.
 */
import { chromium, type Browser } from 'playwright-core';
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';
import { clickAcrossActivation, readOnceAt } from '../lib/prerendering-browser.js';

const CPU_SLOWDOWN = 4;
/**
 * How long the pointer rests on a link before the click: a quick click, and a visitor who reads the
 * link first. Chrome's `moderate` eagerness starts a prerender after 200 ms: the quick click finds it
 * under way, the slow one finds it done.
 */
export const RESTS_BEFORE_CLICK_MS = [300, 1000] as const;

export const launchMeasuringBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Main-thread task time (ms) of loading `url` until the load event and a second of quiet, at 4× CPU slowdown. */
async function taskDurationOnce(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
  } finally {
    await context.close();
  }
}

/** The median main-thread time of each URL over `runs` rounds, the URLs taken in turn in each round. */
export async function taskDurations(browser: Browser, urls: string[], runs: number): Promise<number[]> {
  const samples: number[][] = urls.map(() => []);
  for (let round = 0; round < runs; round++) for (const [index, url] of urls.entries()) samples[index]!.push(await taskDurationOnce(browser, url));
  return samples.map(median);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Click on the link to `target` on `from` (after resting the pointer on it `restMs`) to the next page's largest paint, in ms. */
async function clickToPaintOnce(browser: PuppeteerBrowser, from: string, target: string, restMs: number): Promise<{ ms: number; prerendered: boolean }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.goto(from, { waitUntil: 'load' });
    const link = (await page.waitForSelector(`a[href="${target}"]`))!;
    await link.scrollIntoView();
    await link.hover();
    await sleep(restMs);
    const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    await clickAcrossActivation(link);
    // The next page's largest paint, as an absolute time; a prerendered page counts from its activation.
    const painted = await readOnceAt(
      page,
      target,
      () =>
        new Promise<{ at: number; activation: number }>((resolve) => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart?: number };
          const activation = navigation.activationStart ?? 0;
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            if (last) resolve({ at: performance.timeOrigin + Math.max(last.startTime, activation), activation });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    // A prerendered page was activated by the click: its activationStart is after its own start.
    return { ms: painted.at - clickedAt, prerendered: painted.activation > 0 };
  } finally {
    await context.close();
  }
}

/** The median click-to-paint time of each [from, target] pair over `runs` rounds, in turn, and how many of its clicks activated a prerendered page. */
export async function clickToPaint(browser: PuppeteerBrowser, pairs: [from: string, target: string][], runs: number, restMs: number): Promise<{ ms: number; prerendered: number }[]> {
  const samples: { ms: number; prerendered: boolean }[][] = pairs.map(() => []);
  for (let round = 0; round < runs; round++) for (const [index, [from, target]] of pairs.entries()) samples[index]!.push(await clickToPaintOnce(browser, from, target, restMs));
  return samples.map((clicks) => ({ ms: median(clicks.map((c) => c.ms)), prerendered: clicks.filter((c) => c.prerendered).length }));
}
