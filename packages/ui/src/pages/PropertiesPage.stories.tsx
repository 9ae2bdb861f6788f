import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatUsd, pageTitle } from '@pcr/contracts';
import { neighborhoods, properties } from '@pcr/content';
import { expectDarkTheme, mobileViewport, PageShell, storyIdentity } from '../story-helpers.js';
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
    neighborhood: { slug: irvine.slug, name: { status: 'loaded', data: irvine.name } },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.title).toBe(pageTitle(`Homes for Sale in ${irvine.name}`, storyIdentity.brand)));
    await expect(canvas.getByRole('heading', { level: 1, name: `Showing homes in ${irvine.name}` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all properties' })).toHaveAttribute('href', '/properties');
  },
};

/** The filter's name is still loading: a placeholder of a name's size, never the raw slug. */
export const NeighborhoodNameLoading: Story = {
  args: {
    properties: { status: 'loaded', data: properties.filter((p) => p.neighborhood === 'irvine') },
    neighborhood: { slug: 'irvine', name: { status: 'loading' } },
  },
  play: async ({ canvas }) => {
    const h1 = canvas.getByRole('heading', { level: 1 });
    await expect(h1).toHaveTextContent(/^Showing homes in$/);
    await expect(h1.querySelectorAll('[data-skeleton]')).toHaveLength(1);
    await expect(canvas.queryByText(/\birvine\b/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Homes for Sale | Pacific Crest Realty'));
  },
};

/** An unknown `?neighborhood=`: nothing is named after it, and the way back to every home is offered. */
export const UnknownNeighborhood: Story = {
  args: { properties: { status: 'loaded', data: [] }, neighborhood: { slug: 'atlantis', name: { status: 'error', message: '404: {"message":"Neighborhood not found."}' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Homes for Sale' })).toBeVisible();
    await expect(canvas.getByText("We couldn't find that neighborhood.", { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all properties' })).toHaveAttribute('href', '/properties');
    await expect(canvas.queryByText(/atlantis/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { properties: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="property-card-skeleton"]')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { properties: { status: 'loaded', data: [] }, neighborhood: { slug: emptyNeighborhood.slug, name: { status: 'loaded', data: emptyNeighborhood.name } } },
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
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
