import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AREA_PROPERTIES_LIMIT, errorMessages, formatCount, formatMillions, formatPercentChange, formatUsd, SKELETON_COUNTS } from '@pcr/contracts';
import { findNeighborhood, properties } from '@pcr/content';
import { NearbyNeighborhoods } from './NearbyNeighborhoods.js';
import { NeighborhoodAreaProperties } from './NeighborhoodAreaProperties.js';
import { NEIGHBORHOOD_FILTERS, NEIGHBORHOOD_FILTERS_NOTE, NeighborhoodFilterPanel } from './NeighborhoodFilterPanel.js';
import { NEIGHBORHOOD_HERO_HEIGHT_PX, NeighborhoodHero } from './NeighborhoodHero.js';
import { NEIGHBORHOOD_LISTS, NeighborhoodHighlights } from './NeighborhoodHighlights.js';
import { formatTrendsDate, NeighborhoodMarketTrends } from './NeighborhoodMarketTrends.js';

const hood = findNeighborhood('newport-beach')!;

/** The parts of a neighborhood guide and the list's filter panel, each on its own, in the states a designer reviews. */
const meta = {
  title: 'Sections/Neighborhood',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilterPanel: Story = {
  render: () => <NeighborhoodFilterPanel />,
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Filter Neighborhoods' });
    await expect(within(panel).getByText('Preview')).toBeVisible();
    await expect(within(panel).getByText(NEIGHBORHOOD_FILTERS_NOTE)).toBeVisible();
    // One disabled group, named by the heading and described by the note.
    const group = within(panel).getByRole('group', { name: 'Filter Neighborhoods' });
    await expect(group).toBeDisabled();
    await expect(group).toHaveAccessibleDescription(NEIGHBORHOOD_FILTERS_NOTE);
    for (const filter of NEIGHBORHOOD_FILTERS) {
      const select = within(group).getByRole('combobox', { name: filter.label });
      await expect(select).toBeDisabled();
      await expect(select).toHaveDisplayValue(filter.options[0]);
    }
    await expect(within(group).getByRole('option', { name: 'Orange County' })).toBeInTheDocument();
    await expect(within(group).getByRole('option', { name: `Under ${formatMillions(1.5)}` })).toBeInTheDocument();
    // Nothing in it takes keyboard focus: no control pretends to work.
    await userEvent.tab();
    await expect(group.contains(document.activeElement)).toBe(false);
  },
};

export const FilterPanelDark: Story = { ...FilterPanel, globals: { theme: 'dark' } };

export const Hero: Story = {
  parameters: { frame: 'none' },
  render: () => <NeighborhoodHero neighborhood={hood} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('neighborhood-hero').getBoundingClientRect().height).toBe(NEIGHBORHOOD_HERO_HEIGHT_PX);
    await expect(canvas.getByRole('heading', { level: 1, name: hood.name })).toBeVisible();
    await expect(canvas.getByText(hood.description)).toBeVisible();
    await expect(canvas.getByText(formatMillions(hood.averagePrice))).toBeVisible();
    const image = canvas.getByRole('img', { name: `${hood.name}, ${hood.region}` });
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '800');
  },
};

export const HeroImageFails: Story = {
  parameters: { frame: 'none' },
  render: () => <NeighborhoodHero neighborhood={{ ...hood, imageUrl: '/images/neighborhoods/no-such-place.svg' }} />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('img')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: hood.name })).toBeVisible();
    await expect(canvas.getByTestId('neighborhood-hero').getBoundingClientRect().height).toBe(NEIGHBORHOOD_HERO_HEIGHT_PX);
  },
};

export const Highlights: Story = {
  render: () => <NeighborhoodHighlights neighborhood={hood} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: `Living in ${hood.name}` })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Property Types' })).getAllByRole('listitem')).toHaveLength(hood.propertyTypes.length);
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual(['Property Types', ...NEIGHBORHOOD_LISTS.map((l) => l.title)]);
    for (const list of NEIGHBORHOOD_LISTS) {
      const items = within(canvas.getByRole('list', { name: list.title })).getAllByRole('listitem');
      await expect(items.map((item) => item.textContent)).toEqual(hood[list.key]);
    }
  },
};

export const MarketTrends: Story = {
  render: () => <NeighborhoodMarketTrends neighborhood={hood} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Market Trends' })).toBeVisible();
    await expect(canvas.getByText(formatTrendsDate(hood.marketTrendsUpdated))).toHaveAttribute('datetime', hood.marketTrendsUpdated);
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Median Sale Price', 'Average Price', 'Avg. Days on Market', 'Price per Sq. Ft.']);
    await expect(canvas.getByText(formatUsd(hood.medianSalePrice))).toBeVisible();
    await expect(canvas.getByText(formatMillions(hood.averagePrice))).toBeVisible();
    await expect(canvas.getByText(formatCount(hood.avgDaysOnMarket))).toBeVisible();
    await expect(canvas.getByText(formatUsd(hood.pricePerSqFt))).toBeVisible();
    await expect(canvas.getByText(`${formatPercentChange(hood.daysOnMarketChangeYOY)} from last year`)).toBeVisible();
  },
};

export const AreaProperties: Story = {
  // More homes than fit: only four are shown.
  render: () => <NeighborhoodAreaProperties neighborhood={hood} properties={{ status: 'loaded', data: properties }} />,
  play: async ({ canvas }) => {
    await expect(properties.length).toBeGreaterThan(AREA_PROPERTIES_LIMIT);
    const section = canvas.getByRole('region', { name: `Homes for sale in ${hood.name}` });
    await expect(within(section).getAllByRole('article')).toHaveLength(AREA_PROPERTIES_LIMIT);
    await expect(within(section).getByRole('link', { name: properties[0]!.title })).toHaveAttribute('href', `/properties/${properties[0]!.id}`);
    await expect(within(section).getByRole('link', { name: `View all properties in ${hood.name}` })).toHaveAttribute('href', `/properties?neighborhood=${hood.slug}`);
  },
};

export const AreaPropertiesLoading: Story = {
  render: () => <NeighborhoodAreaProperties neighborhood={hood} properties={{ status: 'loading' }} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="property-card-skeleton"]')).toHaveLength(SKELETON_COUNTS.areaProperties);
    await expect(canvas.getByRole('status')).toHaveTextContent(`Loading homes in ${hood.name}…`);
    await expect(canvas.getByRole('heading', { level: 2, name: `Homes for sale in ${hood.name}` })).toBeVisible();
  },
};

export const AreaPropertiesEmpty: Story = {
  render: () => <NeighborhoodAreaProperties neighborhood={hood} properties={{ status: 'loaded', data: [] }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(errorMessages.areaPropertiesEmpty)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const AreaPropertiesError: Story = {
  render: () => <NeighborhoodAreaProperties neighborhood={hood} properties={{ status: 'error', message: '503: Service Unavailable' }} />,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: `We couldn't load the homes in ${hood.name}` })).toBeVisible();
    await expect(within(alert).getByRole('link', { name: `View all properties in ${hood.name}` })).toHaveAttribute('href', `/properties?neighborhood=${hood.slug}`);
  },
};

export const Nearby: Story = {
  render: () => <NearbyNeighborhoods neighborhoods={hood.nearbyNeighborhoods} near={hood.name} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nearby Neighborhoods' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(hood.nearbyNeighborhoods.length);
    for (const other of hood.nearbyNeighborhoods) {
      await expect(canvas.getByRole('link', { name: other.name })).toHaveAttribute('href', `/neighborhoods/${other.slug}`);
      await expect(canvas.getByRole('img', { name: `${other.name}, ${other.region}` })).toBeVisible();
    }
  },
};
