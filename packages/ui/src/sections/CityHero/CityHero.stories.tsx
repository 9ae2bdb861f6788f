import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { cityDetails } from '@pcr/content';
import { CityHero, IMAGE_NOT_AVAILABLE } from './CityHero.js';

const city = cityDetails[0]!;

/** A city guide's 500 px hero: name and description over the photo, 'Image not available' when it fails. */
const meta = {
  title: 'Sections/City/Hero',
  component: CityHero,
  args: { name: city.name, description: city.description, imageUrl: city.imageUrl },
  parameters: { frame: 'none' },
} satisfies Meta<typeof CityHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const hero = canvas.getByTestId('city-hero');
    await expect(hero.getBoundingClientRect().height).toBe(500);
    await expect(canvas.getByRole('heading', { level: 1, name: city.name })).toBeVisible();
    await expect(canvas.getByText(city.description)).toBeVisible();
    await expect(canvas.getByRole('img', { name: `View of ${city.name}` })).toBeVisible();
  },
};

export const ImageFails: Story = {
  args: { imageUrl: '/images/cities/no-such-city.jpg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(IMAGE_NOT_AVAILABLE)).toBeVisible());
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByTestId('city-hero').getBoundingClientRect().height).toBe(500);
    await expect(canvas.getByRole('heading', { level: 1, name: city.name })).toBeVisible();
  },
};

export const WithoutImage: Story = {
  args: { imageUrl: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(IMAGE_NOT_AVAILABLE)).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const ImageFailsDark: Story = { ...ImageFails, globals: { theme: 'dark' } };
