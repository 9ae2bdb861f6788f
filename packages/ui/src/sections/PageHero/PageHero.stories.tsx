import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MARKETING_FIGURES } from '@pcr/contracts';
import { expectDarkTheme, mobileViewport } from '../../../stories-support/story-helpers.js';
import { PageHero } from './PageHero.js';

/**
 * The header band of a list or static page (/team, /about, /hot-listings, /contact…): the page's
 * h1 with its eyebrow and lead paragraph on sand, over faint waves, and up to three figures beside
 * it. Use it once, first in a page's main; detail pages with a photo use their own hero instead.
 */
const meta = {
  title: 'Sections/PageHero',
  component: PageHero,
  // The /team page's hero, as the page passes it.
  args: {
    eyebrow: 'Our People',
    title: (
      <>
        Meet Our <em>Team</em>
      </>
    ),
    description: 'Local experts across Orange County and Los Angeles, with one promise: honest advice and a personal reply, whichever of us you reach.',
    stats: [
      { value: MARKETING_FIGURES.yearsInBusiness, label: 'Years on the coast' },
      { value: MARKETING_FIGURES.homesSold, label: 'Homes sold' },
      { value: MARKETING_FIGURES.clientSatisfaction, label: 'Client satisfaction' },
    ],
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithStats: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meet Our Team' })).toBeVisible();
    await expect(canvas.getByText('Our People')).toBeVisible();
    await expect(canvas.getByText('Local experts across Orange County and Los Angeles, with one promise: honest advice and a personal reply, whichever of us you reach.')).toBeVisible();
    // Each figure is a term (its label) and its definition (the value).
    const terms = canvas.getAllByRole('term');
    const values = canvas.getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual(['Years on the coast', 'Homes sold', 'Client satisfaction']);
    await expect(values.map((value) => value.textContent)).toEqual([MARKETING_FIGURES.yearsInBusiness, MARKETING_FIGURES.homesSold, MARKETING_FIGURES.clientSatisfaction]);
    // The waves are decoration only.
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** As on /hot-listings: no figures, the heading block alone. */
export const WithoutStats: Story = {
  args: {
    eyebrow: 'Market Pulse',
    title: (
      <>
        Hot <em>Listings</em>
      </>
    ),
    description: 'Homes drawing the most attention this week, with how hot each one is and how long it has been on the market.',
    stats: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hot Listings' })).toBeVisible();
    await expect(canvas.getByText('Market Pulse')).toBeVisible();
    await expect(canvas.queryByRole('term')).toBeNull();
  },
};

/** A phone: the figures go under the heading, three to a row. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Meet Our Team' });
    const terms = canvas.getAllByRole('term');
    await expect(terms).toHaveLength(3);
    await expect(terms[0]!.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    await expect(Math.round(terms[0]!.getBoundingClientRect().top)).toBe(Math.round(terms[2]!.getBoundingClientRect().top));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
