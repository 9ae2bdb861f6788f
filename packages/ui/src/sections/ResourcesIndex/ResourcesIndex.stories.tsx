import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { resources } from '@pcr/content';
import { mobileViewport } from '../../../stories-support/story-helpers.js';
import { ResourcesIndex } from './ResourcesIndex.js';

const meta = {
  title: 'Sections/ResourcesIndex',
  component: ResourcesIndex,
  args: { resources },
} satisfies Meta<typeof ResourcesIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Learn before you leap' });
    const cards = within(section).getAllByRole('article');
    await expect(cards).toHaveLength(5);
    for (const resource of resources) {
      await expect(within(section).getByRole('link', { name: resource.title })).toHaveAttribute('href', resource.href);
    }
    await expect(canvas.getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute('href', '/contact');
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Contact Us Today' })).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
