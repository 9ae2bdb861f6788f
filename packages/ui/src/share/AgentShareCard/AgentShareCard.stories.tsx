import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { agents, contentIn } from '@pcr/content';
import { storyIdentity } from '../../../stories-support/story-helpers.js';
import { AgentShareCard } from './AgentShareCard.js';

const daniel = agents.find((agent) => agent.slug === 'daniel-okafor')!;
const kenjiEs = contentIn('es').agents.find((agent) => agent.slug === 'kenji-watanabe')!;

/**
 * The picture a chat or a network shows when an agent's page is shared (issue 47): 1200 × 630, the
 * portrait beside the agency, the agent's name, title and DRE license number. One per language.
 */
const meta = {
  title: 'Share/AgentShareCard',
  component: AgentShareCard,
  args: { name: daniel.name, title: daniel.title, license: `DRE #${daniel.licenseNumber}`, brand: storyIdentity.brand, phone: daniel.phone, portraitHref: daniel.imageUrl },
  parameters: { frame: 'none' },
} satisfies Meta<typeof AgentShareCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('img', { name: 'Link preview: Daniel Okafor' });
    const svg = card.querySelector('svg')!;
    await expect(svg.getAttribute('width')).toBe('1200');
    await expect(svg.getAttribute('height')).toBe('630');
    await expect(card).toHaveTextContent('PACIFIC CREST REALTY');
    await expect(card).toHaveTextContent('Senior Agent, Coastal Properties');
    await expect(card).toHaveTextContent('DRE #01736582');
    await expect(card).toHaveTextContent('(949) 555-0112');
    await expect(svg.querySelector('image')?.getAttribute('href')).toBe('/images/agents/daniel-okafor.svg');
  },
};

/** The Spanish page's card: the title as the API answers it in Spanish, in two lines, and "DRE n.º". */
export const InSpanish: Story = {
  args: { name: kenjiEs.name, title: kenjiEs.title, license: `DRE n.º ${kenjiEs.licenseNumber}`, phone: kenjiEs.phone, portraitHref: kenjiEs.imageUrl },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('img', { name: 'Link preview: Kenji Watanabe' });
    await expect(card.querySelectorAll('text[font-size="32"]')).toHaveLength(2);
    await expect(card).toHaveTextContent('DRE n.º 01967340');
  },
};
