import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cityDetails } from '@pcr/content';
import { CityAbout } from './CityAbout.js';

const city = cityDetails[0]!;

/** About the city, with its Best For badges and Top Neighborhoods. */
const meta = {
  title: 'Sections/City/About',
  component: CityAbout,
  args: { city },
} satisfies Meta<typeof CityAbout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: `About ${city.name}` })).toBeVisible();
    const bestFor = canvas.getByRole('list', { name: 'Best For' });
    await expect(within(bestFor).getAllByRole('listitem')).toHaveLength(city.bestFor.length);
    const top = canvas.getByRole('list', { name: 'Top Neighborhoods' });
    await expect(within(top).getAllByRole('listitem')).toHaveLength(city.topNeighborhoods.length);
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
