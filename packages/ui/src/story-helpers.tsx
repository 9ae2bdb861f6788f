/**
 * Helpers shared by stories only (not exported from the package).
 * Sample data itself always comes from @pcr/content, imported by the stories.
 */
import { useState, type ReactNode } from 'react';
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
