import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { errorMessages } from '@pcr/contracts';
import { expectDarkTheme, mobileViewport } from '../../../stories-support/story-helpers.js';
import { NotFoundState } from './NotFoundState.js';

const city = errorMessages.cityNotFound;
const neighborhood = errorMessages.neighborhoodNotFound;

/**
 * What a detail page shows when its item is missing or failed to load: a card with the page's h1,
 * why, and one large button back to the list the item belongs to. Use it for detail routes (a
 * city, a neighborhood); a path that matches no page at all is the 404 page (Pages/NotFoundPage).
 */
const meta = {
  title: 'Components/NotFoundState',
  component: NotFoundState,
  // /cities/<unknown>: the spec's texts, letter for letter.
  args: { title: city.title, description: city.description, back: { href: '/cities', label: city.action } },
  parameters: { frame: 'none' },
} satisfies Meta<typeof NotFoundState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const City: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'City Not Found' })).toBeVisible();
    await expect(canvas.getByText("We couldn't find information for this city. Please try another city or go back to the cities list.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Cities' })).toHaveAttribute('href', '/cities');
    // A missing page is no failure announced as an alert.
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
  },
};

/** /neighborhoods/<unknown>, as NeighborhoodNotFound passes it. */
export const Neighborhood: Story = {
  args: { title: neighborhood.title, description: neighborhood.description, back: { href: '/neighborhoods', label: 'Back to Neighborhoods' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Neighborhood Not Found' })).toBeVisible();
    await expect(canvas.getByText("The neighborhood you're looking for could not be found or has been removed.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Neighborhoods' })).toHaveAttribute('href', '/neighborhoods');
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Back to Cities' });
    await expect(link).toBeVisible();
    // The card fits the phone: nothing runs off its right edge.
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('heading', { level: 1, name: 'City Not Found' }).getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
