/**
 * Helpers shared by stories only (not exported from the package).
 * Sample data itself always comes from @pcr/content, imported by the stories.
 */
import { useState, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { defaultSiteIdentity, type ThemePreference } from '@pcr/contracts';
import { SiteFooter } from './sections/SiteFooter.js';
import { SiteHeader } from './sections/SiteHeader.js';
import { SiteLayout } from './sections/SiteLayout.js';

/** The identity every story shows (the contract's defaults). */
export const storyIdentity = defaultSiteIdentity;

/** Fixed copyright year so screenshots do not change on New Year's Day. */
export const STORY_YEAR = 2025;

/** Header, main and footer around a page template, as the app renders it. */
export function PageShell({ path, theme: initialTheme = 'light', children }: { path: string; theme?: ThemePreference; children: ReactNode }) {
  const [theme, setTheme] = useState<ThemePreference>(initialTheme);
  return (
    <SiteLayout
      header={<SiteHeader currentPath={path} identity={storyIdentity} themePreference={theme} onThemeChange={setTheme} />}
      footer={<SiteFooter identity={storyIdentity} year={STORY_YEAR} />}
    >
      {children}
    </SiteLayout>
  );
}

export const mobileViewport = { viewport: { value: 'mobile', isRotated: false } } as const;

/**
 * Lays a card beside its skeleton with flex, not grid: each keeps its own height (a grid row would
 * stretch both to the taller one, and a height check would always pass).
 */
export function CardBesideSkeleton({ children }: { children: ReactNode }) {
  return (
    <div className="card-beside-skeleton" style={{ display: 'flex', flexWrap: 'wrap', gap: 32, alignItems: 'flex-start', padding: 32 }}>
      <style>{'.card-beside-skeleton > * { flex: 0 0 360px; }'}</style>
      {children}
    </div>
  );
}

/**
 * Checks in the browser that the skeleton has the height of the card it stands for, so nothing shifts
 * when the card replaces it. The skeleton stands for `lines` lines of the text picked by `textSelector`
 * (a one-line title by default); a card whose text runs longer differs only by those extra lines.
 */
export async function expectSkeletonMatchesCard(
  canvasElement: HTMLElement,
  { skeletonId, cardSelector = 'article', textSelector = 'h2, h3, h4', lines = 1 }: { skeletonId: string; cardSelector?: string; textSelector?: string; lines?: number },
) {
  const skeleton = canvasElement.querySelector(`[data-testid="${skeletonId}"]`) as HTMLElement;
  const card = canvasElement.querySelector(cardSelector) as HTMLElement;
  const text = card.querySelector(textSelector) as HTMLElement;
  const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
  const extraLines = Math.round(text.getBoundingClientRect().height / lineHeight) - lines;
  await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  const expected = card.getBoundingClientRect().height - extraLines * lineHeight;
  await expect(Math.abs(skeleton.getBoundingClientRect().height - expected)).toBeLessThanOrEqual(2);
}
