import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatUsd } from '@pcr/contracts';
import { cities } from '@pcr/content';
import { CardBesideSkeleton, expectDarkTheme, expectSkeletonMatchesCard } from '../../../stories-support/story-helpers.js';
import { CityCard, CityCardSkeleton } from './CityCard.js';

const city = cities[0]!;

/** A city guide's card (median home price with no decimals), beside its skeleton. */
const meta = {
  title: 'Components/CityCard',
  component: CityCard,
  args: { city },
  parameters: { frame: 'padded' },
  render: (args) => (
    <CardBesideSkeleton>
      <CityCard {...args} />
      <CityCardSkeleton />
    </CardBesideSkeleton>
  ),
} satisfies Meta<typeof CityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByRole('link', { name: city.name })).toHaveAttribute('href', `/cities/${city.slug}`);
    await expect(within(card).getByText(formatUsd(city.medianHomePrice))).toBeVisible();
    await expectSkeletonMatchesCard(canvasElement, { skeletonId: 'city-card-skeleton' });
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expectSkeletonMatchesCard(canvasElement, { skeletonId: 'city-card-skeleton' });
  },
};
