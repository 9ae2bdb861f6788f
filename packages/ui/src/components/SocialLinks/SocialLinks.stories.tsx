import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agents } from '@pcr/content';
import { storyIdentity } from '../../../stories-support/story-helpers.js';
import { agentSocialProfiles } from '../AgentCard/AgentCard.js';
import { SocialLinks } from './SocialLinks.js';

const meta = {
  title: 'Components/SocialLinks',
  component: SocialLinks,
  args: { owner: storyIdentity.brand, profiles: storyIdentity.social },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Social media' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(storyIdentity.social.length);
    for (const entry of storyIdentity.social) {
      const link = within(list).getByRole('link', { name: `${storyIdentity.brand} on ${entry.label}` });
      await expect(link).toHaveAttribute('href', entry.href);
      await expect(link).toHaveTextContent(entry.label);
    }
  },
};

/** An agent with both profiles (the founder): LinkedIn and Instagram, in that order. */
const founder = agents.find((agent) => agent.linkedin && agent.instagram)!;

/** Round icon buttons, as on an agent's card: the link's name says whose profile and where. */
export const Icons: Story = {
  args: { owner: founder.name, profiles: agentSocialProfiles(founder), appearance: 'icons', label: `${founder.name} on social media` },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: `${founder.name} on social media` });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([`${founder.name} on LinkedIn`, `${founder.name} on Instagram`]);
    await expect(links[0]).toHaveAttribute('href', founder.linkedin);
    await expect(links[1]).toHaveAttribute('href', founder.instagram);
    for (const link of links) {
      await expect(link).toHaveTextContent('');
      await expect(link.getBoundingClientRect().width).toBe(34);
    }
  },
};

/** The larger buttons of the founder's profile. */
export const IconsLarge: Story = {
  args: { ...Icons.args, size: 'lg' },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().width).toBe(46);
      await expect(link.getBoundingClientRect().height).toBe(46);
    }
  },
};

/** Someone without profiles: no list at all, not an empty one. */
export const NoProfiles: Story = {
  args: { owner: 'Jordan Blake', profiles: [], appearance: 'icons' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

export const Dark: Story = { ...Icons, globals: { theme: 'dark' } };
