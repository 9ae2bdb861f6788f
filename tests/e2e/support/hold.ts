import type { Page } from 'playwright-core';

/**
 * Holds the real responses of requests matching `pattern` in the browser until `release()`,
 * so a test can see the loading state (the request still reaches the real server afterwards).
 */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<{ release: () => void; seen: () => number }> {
  let release: () => void = () => {};
  let count = 0;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    count += 1;
    await held;
    await route.continue();
  });
  return { release, seen: () => count };
}
