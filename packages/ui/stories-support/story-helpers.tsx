/**
 * Helpers shared by stories only (not exported from the package).
 * Sample data itself always comes from @pcr/content, imported by the stories.
 */
import { useState, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { defaultSiteIdentity, type HotListing, type ListingAttribution, type ThemePreference } from '@pcr/contracts';
import { SiteFooter } from '../src/sections/SiteFooter/SiteFooter.js';
import { SiteHeader } from '../src/sections/SiteHeader/SiteHeader.js';
import { SiteLayout } from '../src/sections/SiteLayout/SiteLayout.js';

/** The identity every story shows (the contract's defaults). */
export const storyIdentity = defaultSiteIdentity;

/** The four notices of spec section 8, letter for letter. */
export const specNotices = {
  contactSuccess: { title: 'Message sent!', description: 'Thank you for contacting us. An agent will be in touch shortly.' },
  contactFailure: { title: 'Message failed', description: 'There was an error sending your message. Please try again.' },
  subscribeSuccess: { title: 'Subscription successful!', description: 'Thank you for subscribing to our updates.' },
  subscribeFailure: { title: 'Subscription failed', description: 'There was an error subscribing. Please try again.' },
} as const;

/** An MLS's attribution as the RESO provider sends it (the disclaimer is the default of RESO_DISCLAIMER's kind). */
export const storyAttribution: ListingAttribution = {
  disclaimer: 'Listing information is provided by the multiple listing service for consumers\' personal, non-commercial use. It is deemed reliable but is not guaranteed.',
  dataUpdatedAt: '2026-11-24T18:00:00.000Z',
};

/** A photo on the Storybook's own origin (an MLS photo is absolute; tests run offline). */
export const storyPhotoUrl = (path: string): string => new URL(path, globalThis.location?.href ?? 'http://localhost/').href;

/** Sample listings as an MLS would send them: office, photos (the first with its size), attribution. */
export const asMlsListings = (listings: readonly HotListing[]): HotListing[] =>
  listings.map((listing) => ({
    ...listing,
    photos: [
      { url: storyPhotoUrl(listing.imageUrl), alt: `Front of ${listing.title}`, width: 1200, height: 800 },
      { url: storyPhotoUrl('/images/hot-listings/no-photo.svg'), alt: 'Second photo' },
    ],
    updatedAt: '2026-11-23T16:30:00.000Z',
    attribution: storyAttribution,
  }));

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
/** The narrowest phone the site is made for (320 px): Spanish, about a quarter longer than English, must fit it too. */
export const narrowViewport = { viewport: { value: 'narrow', isRotated: false } } as const;

/** Nothing on the page is wider than the screen (no sideways scrolling): what a Spanish story at 320 px must show. */
export async function expectFitsScreen(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  // Named in the failure: the elements that reach past the screen's right edge, innermost first.
  const past = [...canvasElement.ownerDocument.body.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
    .filter((element, _i, all) => !all.some((other) => other !== element && element.contains(other)))
    .map((element) => {
      const named = element.closest('[class]:not(svg *)') ?? element;
      return `${element.tagName.toLowerCase()} in ${named.tagName.toLowerCase()}.${String(named.getAttribute('class'))} (right ${Math.round(element.getBoundingClientRect().right)} px) "${named.textContent?.slice(0, 40) ?? ''}"`;
    });
  await expect(root.scrollWidth, past.join('; ')).toBeLessThanOrEqual(root.clientWidth);
}

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

/** Relative luminance of a computed `rgb()`/`rgba()` colour (WCAG 2 formula). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function isTransparent(color: string): boolean {
  return color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
}

/** The colour painted behind an element: its own background, or the nearest ancestor's. */
function backgroundBehind(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (!isTransparent(color)) return color;
  }
  return 'rgb(255, 255, 255)';
}

/**
 * Checks what the dark theme changes, not the class the Storybook decorator sets: the story's root
 * sits on the dark surface (#0B1624, or a raised/sunken/glass/inverse dark surface) with the dark
 * text colour (#F4EFE6), and every landmark or card that paints its own background paints a dark
 * one under light text. A component that hard-codes light colours, or a theme whose dark tokens
 * are lost, fails here with the screenshots ignored.
 */
export async function expectDarkTheme(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector('[data-story-frame]')?.firstElementChild;
  if (!root) throw new Error('story root not found');
  await expect(getComputedStyle(document.documentElement).colorScheme).toBe('dark');
  await expect(['rgb(11, 22, 36)', 'rgb(19, 34, 58)', 'rgb(15, 28, 46)', 'rgba(11, 22, 36, 0.92)', 'rgb(7, 16, 25)']).toContain(backgroundBehind(root));
  await expect(getComputedStyle(root).color).toBe('rgb(244, 239, 230)');
  const surfaces = [root, ...root.querySelectorAll('article, section, aside, header, footer, nav, main, [role="alert"], [role="status"]')];
  for (const surface of surfaces) {
    const style = getComputedStyle(surface);
    if (isTransparent(style.backgroundColor)) continue;
    await expect({ surface: surface.tagName, dark: luminance(style.backgroundColor) < 0.05 }).toEqual({ surface: surface.tagName, dark: true });
    await expect({ surface: surface.tagName, lightText: luminance(style.color) > 0.4 }).toEqual({ surface: surface.tagName, lightText: true });
  }
}
