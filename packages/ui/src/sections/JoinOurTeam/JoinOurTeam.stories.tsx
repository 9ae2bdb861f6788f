import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyIdentity } from '../../../stories-support/story-helpers.js';
import { JoinOurTeam } from './JoinOurTeam.js';

const meta = {
  title: 'Sections/JoinOurTeam',
  component: JoinOurTeam,
  args: { email: storyIdentity.email },
} satisfies Meta<typeof JoinOurTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Join Our Team' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Email us about joining' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^mailto:${args.email}`)),
    );
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
