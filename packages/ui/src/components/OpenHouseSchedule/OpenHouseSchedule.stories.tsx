import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyOpenHouses } from '../../../stories-support/open-house-stories.js';
import { OpenHouseSchedule } from './OpenHouseSchedule.js';

const woodbridge = storyOpenHouses.filter((house) => house.propertyId === 'pcr-1003');

/** A home's upcoming open houses, as its page shows them beside the description (issue 48). */
const meta = {
  title: 'Components/OpenHouseSchedule',
  component: OpenHouseSchedule,
  args: { openHouses: woodbridge },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof OpenHouseSchedule>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Open houses' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.querySelector('time')?.textContent)).toEqual([
      'Saturday, December 5 · 11:00 AM – 2:00 PM PST',
      'Sunday, December 6 · 12:00 PM – 3:00 PM PST',
      'Saturday, December 12 · 11:00 AM – 2:00 PM PST',
      'Sunday, December 13 · 12:00 PM – 3:00 PM PST',
    ]);
    await expect(canvas.getAllByRole('link', { name: /^Add to calendar \(\.ics file\): Woodbridge Lakeside Retreat, / })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'All open houses' })).toHaveAttribute('href', '/open-houses');
  },
};

/** The agent's remarks, in the MLS's words (English, marked so on a Spanish page). */
export const WithRemarksInSpanish: Story = {
  args: { openHouses: storyOpenHouses.filter((house) => house.propertyId === 'pcr-1001').slice(0, 1) },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Casas abiertas' })).toBeVisible();
    await expect(canvas.getByText('Dock access shown on the hour. Parking on Via Lido Nord.')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('link', { name: 'Todas las casas abiertas' })).toHaveAttribute('href', '/es/open-houses');
  },
};

/** None upcoming: nothing on the page. */
export const None: Story = {
  args: { openHouses: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
