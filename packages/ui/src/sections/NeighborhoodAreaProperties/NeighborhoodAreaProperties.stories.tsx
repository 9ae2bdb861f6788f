import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findNeighborhood, properties } from '@pcr/content';
import { expectMlsDisplayRules } from '../../../stories-support/mls-story-helpers.js';
import { storyAttribution } from '../../../stories-support/story-helpers.js';
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
    // Bundled homes are no MLS's: no office lines, no disclaimer.
    await expect(within(section).queryByText(/Listing courtesy of/)).toBeNull();
    await expect(within(section).queryByTestId('mls-disclaimer')).toBeNull();
  },
};

/**
 * The neighborhood's homes from the MLS (RESO_OFFICE_ID): the listing office on each card, the
 * MLS's disclaimer under the link to all of them; only for the four shown (a fifth, not shown, carries another).
 */
export const FromMls: Story = {
  args: {
    neighborhood: hood,
    properties: {
      status: 'loaded',
      data: [
        ...properties.slice(0, 4).map((p) => ({ ...p, listOfficeName: 'Pacific Crest Realty', attribution: storyAttribution })),
        { ...properties[4]!, listOfficeName: 'Pacific Crest Realty', attribution: { disclaimer: 'Listings from the Westside MLS.', dataUpdatedAt: '2026-11-20T08:00:00.000Z' } },
      ],
    },
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Homes for sale in Newport Beach' });
    const disclaimer = await expectMlsDisplayRules(section, {
      cards: 4,
      courtesy: 'Listing courtesy of Pacific Crest Realty',
      disclaimer: "Listing information is provided by the multiple listing service for consumers' personal, non-commercial use. It is deemed reliable but is not guaranteed. Listing data last updated November 24, 2026 at 10:00 AM PST.",
    });
    await expect(within(section).queryByText(/Westside MLS/)).toBeNull();
    await expect(disclaimer.previousElementSibling).toHaveTextContent('View all properties in Newport Beach');
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
