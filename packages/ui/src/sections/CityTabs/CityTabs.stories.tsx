import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cityDetails } from '@pcr/content';
import { CityTabs } from './CityTabs.js';

const withBeaches = cityDetails.find((c) => c.beaches && c.beaches.length > 0) ?? cityDetails[0]!;

/** Real Estate, Schools, Attractions and Lifestyle: Real Estate first, by mouse or arrow keys. */
const meta = {
  title: 'Sections/City/Tabs',
  component: CityTabs,
  args: { city: withBeaches },
} satisfies Meta<typeof CityTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const realEstate = canvas.getByRole('tab', { name: 'Real Estate' });
    await expect(realEstate).toHaveAttribute('aria-selected', 'true');
    const market = canvas.getByRole('tabpanel', { name: 'Real Estate' });
    await expect(market).toHaveTextContent(withBeaches.realEstateMarket);
    // Spec section 2: Median Year Built, Walk Score out of 100, Crime Index out of 100 (lower is better).
    await expect(market).toHaveTextContent(`Median Year Built${withBeaches.yearBuiltMedian}`);
    await expect(market).toHaveTextContent(`Walk Score${withBeaches.walkScore}out of 100`);
    await expect(market).toHaveTextContent(`Crime Index${withBeaches.crimeIndex}out of 100`);
    await expect(market).toHaveTextContent('(lower is better)');
    // Only the selected panel is shown.
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('tab', { name: 'Schools' }));
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Schools' })).toHaveFocus());
    await expect(canvas.getByRole('tab', { name: 'Schools' })).toHaveAttribute('aria-selected', 'true');
    // Section 9: school rating out of 10, one decimal.
    await expect(canvas.getByRole('tabpanel', { name: 'Schools' })).toHaveTextContent(`Average School Rating${withBeaches.schoolRatingAvg.toFixed(1)}out of 10`);
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
    await expect(within(lifestyle).getByRole('heading', { name: 'Walkable Areas' })).toBeVisible();

    // Back to the default so the screenshot shows what a visitor first sees.
    await userEvent.click(realEstate);
    await waitFor(() => expect(canvas.getAllByRole('tabpanel')).toHaveLength(1));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
