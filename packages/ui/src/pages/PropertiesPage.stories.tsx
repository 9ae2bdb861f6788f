import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatUsd, pageTitle, SKELETON_COUNTS } from '@pcr/contracts';
import { neighborhoods, properties } from '@pcr/content';
import { mobileViewport, PageShell, storyIdentity } from '../story-helpers.js';
import { PropertiesPage } from './PropertiesPage.js';

const irvine = neighborhoods.find((n) => n.slug === 'irvine')!;
const emptyNeighborhood = neighborhoods.find((n) => !properties.some((p) => p.neighborhood === n.slug))!;

/** /properties and /properties?neighborhood={slug}: the homes we list, all or of one neighborhood. */
const meta = {
  title: 'Pages/PropertiesPage',
  component: PropertiesPage,
  args: { properties: { status: 'loaded', data: properties }, identity: storyIdentity },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/properties">
      <PropertiesPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof PropertiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.title).toBe(pageTitle('Homes for Sale', storyIdentity.brand)));
    await expect(within(canvas.getByRole('main')).getAllByRole('article')).toHaveLength(properties.length);
    await expect(canvas.getByText(formatUsd(properties[0]!.price))).toBeVisible();
  },
};

export const OfANeighborhood: Story = {
  args: {
    properties: { status: 'loaded', data: properties.filter((p) => p.neighborhood === irvine.slug) },
    neighborhood: { slug: irvine.slug, name: irvine.name },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.title).toBe(pageTitle(`Homes for Sale in ${irvine.name}`, storyIdentity.brand)));
    await expect(canvas.getByRole('heading', { level: 1, name: `Showing homes in ${irvine.name}` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all properties' })).toHaveAttribute('href', '/properties');
  },
};

export const Loading: Story = {
  args: { properties: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="property-card-skeleton"]')).toHaveLength(SKELETON_COUNTS.featuredProperties);
  },
};

export const Empty: Story = {
  args: { properties: { status: 'loaded', data: [] }, neighborhood: { slug: emptyNeighborhood.slug, name: emptyNeighborhood.name } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: `No homes listed in ${emptyNeighborhood.name} right now` })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
};

export const Error: Story = {
  args: { properties: { status: 'error', message: '503: Service Unavailable' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: "We couldn't load our properties" })).toBeVisible();
    await expect(alert).toHaveTextContent('503: Service Unavailable');
    await expect(within(alert).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark');
  },
};
