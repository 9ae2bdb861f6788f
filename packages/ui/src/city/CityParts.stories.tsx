import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatCount, formatUsd } from '@pcr/contracts';
import { cityDetails } from '@pcr/content';
import { CityAbout } from './CityAbout.js';
import { CityFaq } from './CityFaq.js';
import { CityHero, IMAGE_NOT_AVAILABLE } from './CityHero.js';
import { CitySidebar } from './CitySidebar.js';
import { CityStatTiles } from './CityStatTiles.js';
import { CityTabs } from './CityTabs.js';

const city = cityDetails[0]!;
const withBeaches = cityDetails.find((c) => c.beaches && c.beaches.length > 0) ?? city;

/** The parts of a city guide, each on its own, in the states a designer reviews. */
const meta = {
  title: 'Sections/City',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = {
  parameters: { frame: 'none' },
  render: () => <CityHero name={city.name} description={city.description} imageUrl={city.imageUrl} />,
  play: async ({ canvas }) => {
    const hero = canvas.getByTestId('city-hero');
    await expect(hero.getBoundingClientRect().height).toBe(500);
    await expect(canvas.getByRole('heading', { level: 1, name: city.name })).toBeVisible();
    await expect(canvas.getByText(city.description)).toBeVisible();
    await expect(canvas.getByRole('img', { name: `View of ${city.name}` })).toBeVisible();
  },
};

export const HeroImageFails: Story = {
  parameters: { frame: 'none' },
  render: () => <CityHero name={city.name} description={city.description} imageUrl="/images/cities/no-such-city.jpg" />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(IMAGE_NOT_AVAILABLE)).toBeVisible());
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByTestId('city-hero').getBoundingClientRect().height).toBe(500);
    await expect(canvas.getByRole('heading', { level: 1, name: city.name })).toBeVisible();
  },
};

export const HeroWithoutImage: Story = {
  parameters: { frame: 'none' },
  render: () => <CityHero name={city.name} description={city.description} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(IMAGE_NOT_AVAILABLE)).toBeVisible();
  },
};

export const StatTiles: Story = {
  render: () => <CityStatTiles city={city} />,
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Median Price', 'Price/Sq.Ft', 'Days on Market', 'Population']);
    await expect(canvas.getByText(formatUsd(city.medianHomePrice))).toBeVisible();
    await expect(canvas.getByText(formatCount(city.population))).toBeVisible();
  },
};

export const About: Story = {
  render: () => <CityAbout city={city} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: `About ${city.name}` })).toBeVisible();
    const bestFor = canvas.getByRole('list', { name: 'Best For' });
    await expect(within(bestFor).getAllByRole('listitem')).toHaveLength(city.bestFor.length);
    const top = canvas.getByRole('list', { name: 'Top Neighborhoods' });
    await expect(within(top).getAllByRole('listitem')).toHaveLength(city.topNeighborhoods.length);
  },
};

export const Tabs: Story = {
  render: () => <CityTabs city={withBeaches} />,
  play: async ({ canvas }) => {
    const realEstate = canvas.getByRole('tab', { name: 'Real Estate' });
    await expect(realEstate).toHaveAttribute('aria-selected', 'true');
    const market = canvas.getByRole('tabpanel', { name: 'Real Estate' });
    await expect(market).toHaveTextContent(withBeaches.realEstateMarket);
    await expect(market).toHaveTextContent('Crime Index');
    await expect(market).toHaveTextContent('(lower is better)');
    // Only the selected panel is shown.
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('tab', { name: 'Schools' }));
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Schools' })).toHaveFocus());
    await expect(canvas.getByRole('tab', { name: 'Schools' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Schools' })).toHaveTextContent('Average School Rating');
    await waitFor(() => expect(canvas.getAllByRole('tabpanel')).toHaveLength(1));

    // Arrow keys move between tabs and select them.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Attractions' })).toHaveFocus());
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Attractions' })).toHaveAttribute('aria-selected', 'true'));
    const attractions = canvas.getByRole('tabpanel', { name: 'Attractions' });
    await expect(within(attractions).getByRole('heading', { name: 'Popular Attractions' })).toBeVisible();
    await expect(within(attractions).getByRole('heading', { name: 'Parks & Recreation' })).toBeVisible();
    await expect(within(attractions).getByRole('heading', { name: 'Beaches' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Lifestyle' }));
    const lifestyle = canvas.getByRole('tabpanel', { name: 'Lifestyle' });
    await expect(within(lifestyle).getByRole('heading', { name: 'Restaurants & Dining' })).toBeVisible();
    await expect(within(lifestyle).getByRole('heading', { name: 'Shopping' })).toBeVisible();

    // Back to the default so the screenshot shows what a visitor first sees.
    await userEvent.click(realEstate);
    await waitFor(() => expect(canvas.getAllByRole('tabpanel')).toHaveLength(1));
  },
};

export const Faq: Story = {
  render: () => <CityFaq cityName={city.name} faqs={city.faqs} />,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(city.faqs[0]!.answer)).toBeVisible();
    // Single: opening the second closes the first.
    await userEvent.click(second!);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // Collapsible: the open one closes again.
    await userEvent.click(second!);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(0);
    await userEvent.click(first!);
  },
};

export const Sidebar: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <CitySidebar city={city} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: `Interested in ${city.name}?` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `View ${city.name} Listings` })).toHaveAttribute('href', '/properties');
    await expect(canvas.getByRole('link', { name: 'Contact an Agent' })).toHaveAttribute('href', '/contact');
    const nearby = city.nearbyNeighborhoods[0]!;
    await expect(canvas.getByRole('link', { name: nearby.name })).toHaveAttribute('href', `/cities/${nearby.slug}`);
    await expect(canvas.getByRole('heading', { name: 'Real Estate Market Stats' })).toBeVisible();
  },
};
