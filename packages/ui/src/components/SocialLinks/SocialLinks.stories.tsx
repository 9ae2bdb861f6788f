import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIdentity } from '../../../stories-support/story-helpers.js';
import { SocialLinks } from './SocialLinks.js';

const meta = {
  title: 'Components/SocialLinks',
  component: SocialLinks,
  args: { identity: storyIdentity },
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
