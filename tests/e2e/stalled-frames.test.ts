import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { timedOutWaitingForFrames } from './support/stalled-frames.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pageWithButtons(): Promise<Page> {
  const page = await browser.newPage();
  await page.setContent(`
    <style>@keyframes slide { from { transform: translateX(0) } to { transform: translateX(200px) } }</style>
    <button id="still">Still</button>
    <button id="moving" style="animation: slide 400ms linear infinite">Moving</button>
    <button id="disabled" disabled>Disabled</button>
    <div style="position: relative"><button id="covered">Covered</button><div style="position: absolute; inset: -8px; background: white"></div></div>
  `);
  return page;
}

/** The message of Playwright's own timeout when it clicks `selector`. */
async function clickTimeout(page: Page, selector: string): Promise<string> {
  const error = await page.click(selector, { timeout: 1_500 }).then(
    () => undefined,
    (reason: unknown) => reason as Error,
  );
  expect(error, `clicking ${selector} times out`).toBeInstanceOf(Error);
  return error?.message ?? '';
}

// The e2e projects retry a test once on this message only (vitest.config.ts, decision 0065). These
// are Playwright's real messages: an upgrade that rewords them fails here.
describe('the retry condition for a browser that draws no frames', () => {
  it('matches a click whose page runs no animation frame (stopped at the first, as CI saw)', async () => {
    const page = await pageWithButtons();
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Debugger.enable');
    await devtools.send('EventBreakpoints.setInstrumentationBreakpoint', { eventName: 'requestAnimationFrame.callback' });
    const message = await clickTimeout(page, '#still');
    expect(message).toContain('waiting for element to be visible, enabled and stable');
    expect(message).toMatch(timedOutWaitingForFrames);
    await page.close();
  });

  it('matches nothing else: a moving, a disabled and a covered button', async () => {
    const page = await pageWithButtons();
    const moving = await clickTimeout(page, '#moving');
    expect(moving).toContain('element is not stable');
    expect(moving).not.toMatch(timedOutWaitingForFrames);
    const disabled = await clickTimeout(page, '#disabled');
    expect(disabled).toContain('element is not enabled');
    expect(disabled).not.toMatch(timedOutWaitingForFrames);
    const covered = await clickTimeout(page, '#covered');
    expect(covered).toContain('intercepts pointer events');
    expect(covered).not.toMatch(timedOutWaitingForFrames);
    // The same page draws frames: its still button is clicked.
    await page.click('#still', { timeout: 5_000 });
    await page.close();
  });
});
