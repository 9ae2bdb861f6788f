import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cityDetails } from '@pcr/content';
import { CitySidebar } from './CitySidebar.js';

const city = cityDetails[0]!;

/** The interest box, Nearby Areas and Real Estate Market Stats beside a city guide. */
const meta = {
  title: 'Sections/City/Sidebar',
  component: CitySidebar,
  args: { city },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CitySidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: `Interested in ${city.name}?` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `View ${city.name} Listings` })).toHaveAttribute('href', '/properties');
    await expect(canvas.getByRole('link', { name: 'Contact an Agent' })).toHaveAttribute('href', '/contact');
    const nearby = city.nearbyNeighborhoods[0]!;
    await expect(canvas.getByRole('link', { name: nearby.name })).toHaveAttribute('href', `/cities/${nearby.slug}`);
    await expect(canvas.getByRole('heading', { name: 'Real Estate Market Stats' })).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
