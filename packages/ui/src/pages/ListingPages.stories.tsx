import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorMessages, formatUsd, SKELETON_COUNTS } from '@pcr/contracts';
import { cities, hotListings, properties, testimonials } from '@pcr/content';
import { mobileViewport, PageShell, storyIdentity } from '../story-helpers.js';
import { CitiesPage } from './CitiesPage.js';
import { HotListingsPage } from './HotListingsPage.js';
import { PropertiesPage } from './PropertiesPage.js';
import { TestimonialsPage } from './TestimonialsPage.js';

/** The list pages fed by one request each, in every state of spec sections 4 and 8. */
const meta = {
  title: 'Pages/Listings',
  parameters: { frame: 'none' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const shell = (path: string, dark: boolean, page: React.ReactNode) => (
  <PageShell theme={dark ? 'dark' : 'light'} path={path}>
    {page}
  </PageShell>
);

export const HotListingsLoaded: Story = {
  render: (_, { globals }) => shell('/hot-listings', globals.theme === 'dark', <HotListingsPage listings={{ status: 'loaded', data: hotListings }} identity={storyIdentity} />),
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getAllByRole('article')).toHaveLength(hotListings.length);
    await expect(within(main).getAllByRole('link', { name: /\(opens in a new tab\)$/ })[0]).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(hotListings[0]!.id)));
  },
};

export const HotListingsLoading: Story = {
  render: () => shell('/hot-listings', false, <HotListingsPage listings={{ status: 'loading' }} identity={storyIdentity} />),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="hot-listing-card-skeleton"]')).toHaveLength(SKELETON_COUNTS.hotListingsPage);
  },
};

export const HotListingsError: Story = {
  render: () => shell('/hot-listings', false, <HotListingsPage listings={{ status: 'error', message: '502: {"message":"The listing provider is unavailable."}' }} identity={storyIdentity} />),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: errorMessages.hotListings.title })).toBeVisible();
    await expect(alert).toHaveTextContent(errorMessages.hotListings.description);
    await expect(within(alert).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
};

export const CitiesLoaded: Story = {
  render: (_, { globals }) => shell('/cities', globals.theme === 'dark', <CitiesPage cities={{ status: 'loaded', data: cities }} identity={storyIdentity} />),
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getAllByRole('article')).toHaveLength(cities.length);
    await expect(within(main).getByRole('link', { name: cities[0]!.name })).toHaveAttribute('href', `/cities/${cities[0]!.slug}`);
  },
};

export const CitiesDark: Story = { ...CitiesLoaded, globals: { theme: 'dark' } };

export const CitiesLoading: Story = {
  render: () => shell('/cities', false, <CitiesPage cities={{ status: 'loading' }} identity={storyIdentity} />),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="city-card-skeleton"]')).toHaveLength(SKELETON_COUNTS.citiesPage);
  },
};

export const CitiesError: Story = {
  render: () => shell('/cities', false, <CitiesPage cities={{ status: 'error', message: '502: Bad Gateway' }} identity={storyIdentity} />),
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('alert')).getByRole('heading', { name: errorMessages.cities })).toBeVisible();
  },
};

export const PropertiesAll: Story = {
  render: () => shell('/properties', false, <PropertiesPage properties={{ status: 'loaded', data: properties }} identity={storyIdentity} />),
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getAllByRole('article')).toHaveLength(properties.length);
    await expect(canvas.getByText(formatUsd(properties[0]!.price))).toBeVisible();
  },
};

export const PropertiesOfANeighborhood: Story = {
  render: () => {
    const irvine = properties.filter((p) => p.neighborhood === 'irvine');
    return shell('/properties', false, <PropertiesPage properties={{ status: 'loaded', data: irvine }} neighborhood={{ slug: 'irvine', name: 'Irvine' }} identity={storyIdentity} />);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Showing homes in Irvine' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all properties' })).toHaveAttribute('href', '/properties');
  },
};

export const PropertiesEmpty: Story = {
  render: () => shell('/properties', false, <PropertiesPage properties={{ status: 'loaded', data: [] }} neighborhood={{ slug: 'costa-mesa', name: 'Costa Mesa' }} identity={storyIdentity} />),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No homes listed in Costa Mesa right now' })).toBeVisible();
  },
};

export const TestimonialsLoaded: Story = {
  render: (_, { globals }) => shell('/testimonials', globals.theme === 'dark', <TestimonialsPage testimonials={{ status: 'loaded', data: testimonials }} identity={storyIdentity} />),
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getAllByRole('figure')).toHaveLength(testimonials.length);
  },
};

export const TestimonialsMobile: Story = { ...TestimonialsLoaded, globals: mobileViewport };
