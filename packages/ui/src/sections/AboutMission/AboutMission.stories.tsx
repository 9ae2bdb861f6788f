import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fillIdentityTokens } from '@pcr/contracts';
import { about } from '@pcr/content';
import { storyIdentity } from '../../../stories-support/story-helpers.js';
import { AboutMission } from './AboutMission.js';

const meta = {
  title: 'Sections/AboutMission',
  component: AboutMission,
  args: { mission: about.mission, identity: storyIdentity },
} satisfies Meta<typeof AboutMission>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: about.mission.title })).toBeVisible();
    await expect(canvas.getByText('Our Mission')).toBeVisible();
    for (const paragraph of about.mission.paragraphs) {
      await expect(canvas.getByText(fillIdentityTokens(paragraph, storyIdentity))).toBeVisible();
    }
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
