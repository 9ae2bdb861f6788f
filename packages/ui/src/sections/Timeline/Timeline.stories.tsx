import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { about } from '@pcr/content';
import { mobileViewport, storyIdentity } from '../../../stories-support/story-helpers.js';
import { Timeline } from './Timeline.js';

const meta = {
  title: 'Sections/Timeline',
  component: Timeline,
  args: { events: about.timeline, identity: storyIdentity },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const years = ['2008', '2013', '2018', '2023'];

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Our Story' });
    // An ordered list: the milestones in the order they happened.
    const list = within(section).getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual(years);
    await expect(items.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual(years);
    await expect(within(section).getByRole('heading', { level: 3, name: 'Expansion to Los Angeles' })).toBeVisible();
    await expect(within(section).getByText(/opens its doors/)).toHaveTextContent(storyIdentity.brand);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
