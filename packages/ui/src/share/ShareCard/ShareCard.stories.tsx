import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyIdentity } from '../../../stories-support/story-helpers.js';
import { ShareCard } from './ShareCard.js';

/**
 * The picture a chat or a network shows when a page without a photo of its own is shared
 * (issue 32): 1200 × 630, the page's title on the brand's colours. Chosen by the site's theme
 * toolbar only here; the build makes the light card.
 */
const meta = {
  title: 'Share/ShareCard',
  component: ShareCard,
  args: { title: 'About Us', brand: storyIdentity.brand, tagline: 'Orange County & Los Angeles Real Estate', theme: 'light' },
  parameters: { frame: 'none' },
} satisfies Meta<typeof ShareCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('img', { name: 'Link preview: About Us' });
    const svg = card.querySelector('svg')!;
    await expect(svg.getAttribute('width')).toBe('1200');
    await expect(svg.getAttribute('height')).toBe('630');
    await expect(card).toHaveTextContent('PACIFIC CREST REALTY');
    await expect(card).toHaveTextContent('About Us');
  },
};

export const Dark: Story = { args: { theme: 'dark' } };

/** A long title breaks between words, three lines at most. */
export const LongTitle: Story = {
  args: { title: 'The Home Buying Process in Orange County, Step by Step, From Pre-Approval to Keys' },
  play: async ({ canvas }) => {
    const lines = canvas.getByRole('img').querySelectorAll('text[font-size="72"]');
    await expect(lines).toHaveLength(3);
    await expect(lines[2]!.textContent).toMatch(/…$/);
  },
};
