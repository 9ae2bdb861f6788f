import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { resources } from '@pcr/content';
import { ResourceCard } from './ResourceCard.js';

const [first, second] = resources;
if (!first || !second) throw new Error('The content package has no resources');

const meta = {
  title: 'Components/ResourceCard',
  component: ResourceCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResourceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { resource: second, number: 2 },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: second.title });
    await expect(link).toHaveAttribute('href', second.href);
    await expect(canvas.getByRole('heading', { level: 3, name: second.title })).toBeVisible();
    await expect(canvas.getByText(`${second.readingMinutes} min read`)).toBeVisible();
    await expect(canvas.getByText('02')).toHaveAttribute('aria-hidden', 'true');
    // One link per card: the title names it, the whole card is its hit area.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const Featured: Story = {
  args: { resource: first, number: 1, featured: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 820 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: first.title })).toHaveAttribute('href', first.href);
  },
};
