import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SKELETON_COUNTS, type Property } from '@pcr/contracts';
import { featuredProperties } from '@pcr/content';
import { ButtonLink } from '../../components/Button/Button.js';
import { Container } from '../../components/Container/Container.js';
import { PropertyCard, PropertyCardSkeleton } from '../../components/PropertyCard/PropertyCard.js';
import { expectDarkTheme, mobileViewport } from '../../../stories-support/story-helpers.js';
import { CardGridSection } from './CardGridSection.js';

/** The section with its item type fixed to the homes it shows here. */
const PropertyGridSection = CardGridSection<Property>;

/**
 * A titled section of cards fed by one request, with every state of spec section 4 built in:
 * skeletons while loading (the section is busy and says so to screen readers), an error state, an
 * empty state, or the cards (centred rows of 1, 2 or 3) and an optional footer such as "View all".
 * Use it for any list of cards a page loads; the home page's featured homes are shown here.
 */
const meta = {
  title: 'Sections/CardGridSection',
  component: PropertyGridSection,
  // The home page's featured homes, as the page passes them.
  args: {
    state: { status: 'loaded', data: featuredProperties },
    eyebrow: 'Featured',
    title: 'Hot Listings',
    description: 'Hand-picked homes our agents are showing this week.',
    loadingLabel: 'Loading featured properties…',
    skeletonCount: SKELETON_COUNTS.featuredProperties,
    skeleton: <PropertyCardSkeleton />,
    itemKey: (property) => property.id,
    renderItem: (property) => <PropertyCard property={property} />,
    error: { title: "We couldn't load our featured homes", description: 'Please try again in a moment, or browse all properties.', action: { href: '/properties', label: 'View All Properties' } },
    empty: { title: 'New listings are coming soon', description: 'Browse all properties or contact us to hear first.', action: { href: '/properties', label: 'View All Properties' } },
    footer: (
      <p>
        <ButtonLink href="/properties" variant="secondary">
          View All Properties
        </ButtonLink>
      </p>
    ),
  },
  parameters: { frame: 'none' },
  decorators: [
    (Story) => (
      <Container style={{ paddingBlock: 64 }}>
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof PropertyGridSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const SECTION = 'Hot Listings';

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: SECTION });
    await expect(section).toHaveAttribute('aria-busy', 'false');
    await expect(within(section).getByText('Featured')).toBeVisible();
    await expect(within(section).getByText('Hand-picked homes our agents are showing this week.')).toBeVisible();
    await expect(within(section).getAllByRole('article')).toHaveLength(featuredProperties.length);
    for (const property of featuredProperties) {
      await expect(within(section).getByRole('link', { name: property.title })).toHaveAttribute('href', `/properties/${property.id}`);
    }
    await expect(within(section).getByRole('link', { name: 'View All Properties' })).toHaveAttribute('href', '/properties');
    await expect(within(section).queryByRole('status')).toBeNull();
  },
};

/** While the request runs: three skeletons (spec section 4), the section busy, the loading label spoken. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: SECTION });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading featured properties…');
    const skeletons = canvasElement.querySelectorAll('[data-testid="property-card-skeleton"]');
    await expect(skeletons).toHaveLength(SKELETON_COUNTS.featuredProperties);
    for (const skeleton of skeletons) await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    // No footer until the cards are there.
    await expect(canvas.queryByRole('link', { name: 'View All Properties' })).toBeNull();
  },
};

/** The request failed: the error state with its technical detail and a way forward. */
export const Error: Story = {
  args: { state: { status: 'error', message: '503: Service Unavailable' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: "We couldn't load our featured homes" })).toBeVisible();
    await expect(within(alert).getByText('Please try again in a moment, or browse all properties.')).toBeVisible();
    await expect(within(alert).getByText('503: Service Unavailable')).toBeVisible();
    await expect(within(alert).getByRole('link', { name: 'View All Properties' })).toHaveAttribute('href', '/properties');
    await expect(canvas.getByRole('region', { name: SECTION })).toHaveAttribute('aria-busy', 'false');
  },
};

/** The request answered with no items: the empty state, no alert. */
export const Empty: Story = {
  args: { state: { status: 'loaded', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'New listings are coming soon' })).toBeVisible();
    await expect(canvas.getByText('Browse all properties or contact us to hear first.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All Properties' })).toHaveAttribute('href', '/properties');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** `limit`: at most two of the loaded homes. */
export const Limited: Story = {
  args: { limit: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: featuredProperties[2]!.title })).toBeNull();
  },
};

/** A phone: one card a row. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards[1]!.getBoundingClientRect().top).toBeGreaterThan(cards[0]!.getBoundingClientRect().bottom);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };
