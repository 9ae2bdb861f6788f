import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contact } from '@pcr/content';
import { ServiceAreas } from './ServiceAreas.js';

const meta = {
  title: 'Sections/ServiceAreas',
  component: ServiceAreas,
  args: { serviceAreas: contact.serviceAreas, columns: true },
} satisfies Meta<typeof ServiceAreas>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Areas We Serve' });
    await expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Orange County', 'Los Angeles']);
    for (const group of contact.serviceAreas) {
      for (const area of group.areas) {
        await expect(within(section).getByRole('link', { name: area.name })).toHaveAttribute('href', area.href);
      }
    }
  },
};

/** One column, as in the contact page's sidebar. */
export const Narrow: Story = {
  args: { columns: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Silver Lake' })).toHaveAttribute('href', '/neighborhoods/silver-lake');
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
