import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MARKETING_FIGURES } from '@pcr/contracts';
import { PageHero } from '../PageHero/PageHero.js';
import { SiteFooter } from '../SiteFooter/SiteFooter.js';
import { SiteHeader } from '../SiteHeader/SiteHeader.js';
import { expectDarkTheme, mobileViewport, STORY_YEAR, storyIdentity } from '../../../stories-support/story-helpers.js';
import { PagePending, SiteLayout } from './SiteLayout.js';

const header = (theme: 'light' | 'dark') => <SiteHeader currentPath="/about" identity={storyIdentity} themePreference={theme} onThemeChange={fn()} />;

/**
 * The page frame around every route: the site header, `<main id="main">` and the footer, in a
 * column at least a screen tall (the footer never floats up on a short page). Main is the skip
 * link's target and takes focus after a navigation (`tabIndex={-1}`, no outline). While a route's
 * code loads, main holds `PagePending`: a screen of empty space, so the footer does not jump.
 * The app renders it once; page stories use it through PageShell.
 */
const meta = {
  title: 'Sections/SiteLayout',
  component: SiteLayout,
  // The /about page's hero as the content.
  args: {
    header: header('light'),
    footer: <SiteFooter identity={storyIdentity} year={STORY_YEAR} />,
    children: (
      <PageHero
        eyebrow="About Us"
        title={
          <>
            Local Roots, <em>Coastal</em> Expertise
          </>
        }
        description={`A boutique agency with the reach of a full team, helping buyers and sellers across Orange County and Los Angeles since ${MARKETING_FIGURES.founded}.`}
      />
    ),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    const main = canvas.getByRole('main');
    const footer = canvas.getByRole('contentinfo');
    await expect(main).toHaveAttribute('id', 'main');
    await expect(main).toHaveAttribute('tabindex', '-1');
    // Header, main, footer: in that order on screen and for assistive technology.
    await expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(within(main).getByRole('heading', { level: 1, name: 'Local Roots, Coastal Expertise' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    // Focus moved to main after a navigation shows no outline.
    main.focus();
    await expect(main).toHaveFocus();
    await expect(getComputedStyle(main).outlineStyle).toBe('none');
    main.blur();
  },
};

/** A route's code still loading: main holds a screen of space, the footer waits below the fold. */
export const PagePendingInMain: Story = {
  args: { children: <PagePending /> },
  // A screen of empty space, a screen tall however tall the window: the full-height screenshot would
  // grow with it and show nothing but space. The play checks the height and where the footer is.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    const pending = canvas.getByTestId('page-pending');
    await expect(pending).toHaveAttribute('aria-hidden', 'true');
    await expect(pending.getBoundingClientRect().height).toBe(window.innerHeight);
    await expect(canvas.getByRole('contentinfo').getBoundingClientRect().top).toBeGreaterThanOrEqual(window.innerHeight);
  },
};

/** Nothing in main yet: the column is still a screen tall, the footer at its bottom. */
export const EmptyMain: Story = {
  args: { children: undefined },
  play: async ({ canvas, canvasElement }) => {
    const layout = canvasElement.querySelector('[data-story-frame]')!.firstElementChild!;
    await expect(layout.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
    await expect(Math.round(canvas.getByRole('contentinfo').getBoundingClientRect().bottom)).toBeGreaterThanOrEqual(window.innerHeight);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Local Roots, Coastal Expertise' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

export const Dark: Story = {
  args: { header: header('dark') },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
