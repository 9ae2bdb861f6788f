import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findNeighborhood, properties } from '@pcr/content';
import { NeighborhoodAreaProperties } from './NeighborhoodAreaProperties.js';

const hood = findNeighborhood('newport-beach')!;

/** The homes of a neighborhood (at most four), requested once the neighborhood has loaded. */
const meta = {
  title: 'Sections/Neighborhood/AreaProperties',
  component: NeighborhoodAreaProperties,
} satisfies Meta<typeof NeighborhoodAreaProperties>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  // More homes than fit: only four are shown.
  args: { neighborhood: hood, properties: { status: 'loaded', data: properties } },
  play: async ({ canvas }) => {
    await expect(properties.length).toBeGreaterThan(4);
    const section = canvas.getByRole('region', { name: `Homes for sale in ${hood.name}` });
    await expect(within(section).getAllByRole('article')).toHaveLength(4);
    await expect(within(section).getByRole('link', { name: properties[0]!.title })).toHaveAttribute('href', `/properties/${properties[0]!.id}`);
    await expect(within(section).getByRole('link', { name: `View all properties in ${hood.name}` })).toHaveAttribute('href', `/properties?neighborhood=${hood.slug}`);
  },
};

export const Loading: Story = {
  args: { neighborhood: hood, properties: { status: 'loading' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="property-card-skeleton"]')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent(`Loading homes in ${hood.name}…`);
    await expect(canvas.getByRole('heading', { level: 2, name: `Homes for sale in ${hood.name}` })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { neighborhood: hood, properties: { status: 'loaded', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are currently no available properties in this neighborhood. Please check back soon or contact us to be notified when new listings become available.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Error: Story = {
  args: { neighborhood: hood, properties: { status: 'error', message: '503: Service Unavailable' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: `We couldn't load the homes in ${hood.name}` })).toBeVisible();
    await expect(within(alert).getByRole('link', { name: `View all properties in ${hood.name}` })).toHaveAttribute('href', `/properties?neighborhood=${hood.slug}`);
  },
};

export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } };

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };
