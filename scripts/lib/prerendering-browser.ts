/**
 * Chromium as a visitor's browser for speculation rules, shared by bench:web and the e2e tests.
 * Chrome prerenders nothing for a page a DevTools session holds directly (Playwright's way; the
 * prerender's status is `PrerenderingDisabledByDevTools`). Puppeteer's sessions hold a tab: they
 * follow a prerendered page into its activation and apply the page's CPU throttling to it too.
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';

export const launchPrerenderingBrowser = (): Promise<Browser> =>
  puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] });

/** Clicks `link`; the click's last message can find the tab's document already swapped for the prerendered one. */
export async function clickAcrossActivation(link: ElementHandle): Promise<void> {
  await link.click().catch((error: Error) => {
    if (error.name !== 'TargetCloseError') throw error;
  });
}

/**
 * What `read` returns in the tab once it shows `pathname`, loaded. Asked again until then: the
 * document may go away under the question (a navigation, or the swap for a prerendered one).
 */
export async function readOnceAt<T>(page: Page, pathname: string, read: () => T | PromiseLike<T>, timeoutMs = 30_000): Promise<T> {
  const gone = () => undefined;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const at = await page.evaluate(() => ({ pathname: location.pathname, loaded: document.readyState === 'complete' })).catch(gone);
    if (at?.pathname === pathname && at.loaded) {
      const shown = await page.evaluate(read).then((value) => ({ value: value as T }), gone);
      if (shown) return shown.value;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the click did not lead to ${pathname} within ${timeoutMs / 1000} s`);
}
