import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from '../Link/Link.js';
import { DataTable } from './DataTable.js';
import { mobileViewport } from '../../../stories-support/story-helpers.js';

/** A table of figures or facts: a caption, column headers, and each row headed by its first cell. */
const meta = {
  title: 'Components/DataTable',
  component: DataTable,
  args: {
    caption: 'Homes for sale by city',
    columns: ['City', 'Homes for sale', 'Median asking price', 'Median price per sq ft'],
    align: ['start', 'end', 'end', 'end'],
    rows: [
      { key: 'irvine', cells: [<Link href="/properties?city=irvine">Irvine</Link>, '4', '$1,450,000', '$712'] },
      { key: 'newport-beach', cells: [<Link href="/properties?city=newport-beach">Newport Beach</Link>, '12', '$3,895,000', '$1,284'] },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Homes for sale by city' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['City', 'Homes for sale', 'Median asking price', 'Median price per sq ft']);
    // Each row is headed by its city, which links to the city's homes.
    await expect(canvas.getByRole('rowheader', { name: 'Newport Beach' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Newport Beach' })).toHaveAttribute('href', '/properties?city=newport-beach');
    // Figures line up on their last digit.
    await expect(getComputedStyle(canvas.getByRole('cell', { name: '$3,895,000' })).textAlign).toBe('right');
    // The region scrolls sideways on a narrow screen, named by the caption and reachable by keyboard.
    await expect(canvas.getByRole('region', { name: 'Homes for sale by city' })).toHaveAttribute('tabindex', '0');
  },
};

/** On a phone, four columns are wider than the screen: the table scrolls sideways in its region. */
export const OnAPhone: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Homes for sale by city' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

/** With a note: what the figures are, in small print under the table at a readable line length. */
export const WithANote: Story = {
  args: { note: 'Medians of the asking prices of the homes for sale on this site, not of sales.' },
  play: async ({ canvas }) => {
    const note = canvas.getByText('Medians of the asking prices of the homes for sale on this site, not of sales.');
    const region = canvas.getByRole('region', { name: 'Homes for sale by city' });
    // Under the table, set apart from it (24px, the band's rhythm), outside its scrolling region.
    await expect(region.contains(note)).toBe(false);
    await expect(note.getBoundingClientRect().top - region.getBoundingClientRect().bottom).toBe(24);
  },
};
