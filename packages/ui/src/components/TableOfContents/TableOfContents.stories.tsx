import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guides } from '@pcr/content';
import { TableOfContents } from './TableOfContents.js';

const guide = guides[0];
if (!guide) throw new Error('The content package has no guides');
const items = guide.sections.map((section) => ({ id: section.id, label: section.heading }));

const meta = {
  title: 'Components/TableOfContents',
  component: TableOfContents,
  args: { items },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'In this guide' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(items.map((item) => item.label));
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(items.map((item) => `#${item.id}`));
  },
};
