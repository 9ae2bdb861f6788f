import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyOpenHouses } from '../../../stories-support/open-house-stories.js';
import { OpenHouseCard } from './OpenHouseCard.js';

const lidoIsle = storyOpenHouses.find((house) => house.propertyId === 'pcr-1001')!;

/** One open house (issue 48): its day and hours in California time above the home's card, and two ways to put it in a calendar. */
const meta = {
  title: 'Components/OpenHouseCard',
  component: OpenHouseCard,
  args: { openHouse: lidoIsle },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof OpenHouseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saturday, December 5 · 1:00 PM – 4:00 PM PST')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Bayfront Modern on Lido Isle' })).toBeVisible();
    const ics = canvas.getByRole('link', { name: 'Add to calendar (.ics file): Bayfront Modern on Lido Isle, Saturday, December 5' });
    await expect(ics).toHaveAttribute('href', `/api/open-houses/${lidoIsle.id}/calendar.ics`);
    await expect(ics).toHaveAttribute('download');
    const google = canvas.getByRole('link', { name: 'Google Calendar (opens in a new tab): Bayfront Modern on Lido Isle, Saturday, December 5' });
    const url = new URL(google.getAttribute('href')!);
    await expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    await expect(url.searchParams.get('text')).toBe('Open house: Bayfront Modern on Lido Isle');
    await expect(url.searchParams.get('dates')).toBe('20261205T210000Z/20261206T000000Z');
    await expect(url.searchParams.get('ctz')).toBe('America/Los_Angeles');
    await expect(url.searchParams.get('location')).toBe('Lido Isle, Newport Beach, CA');
    await expect(url.searchParams.get('details')).toBe(`Dock access shown on the hour. Parking on Via Lido Nord.\n\n${window.location.origin}/properties/pcr-1001`);
    // Cannot come then: the home's private tour request.
    await expect(canvas.getByRole('link', { name: 'Request a private tour of Bayfront Modern on Lido Isle' })).toHaveAttribute('href', '/properties/pcr-1001/tour');
  },
};

/** On a Spanish page: the day and hours as es-US writes them, the links' words and the calendar's title in Spanish. */
export const InSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('sábado, 5 de diciembre · de 1:00 p. m. a 4:00 p. m. PST')).toBeVisible();
    const ics = canvas.getByRole('link', { name: 'Añadir al calendario (archivo .ics): Bayfront Modern on Lido Isle, sábado, 5 de diciembre' });
    await expect(ics).toHaveAttribute('href', `/api/open-houses/${lidoIsle.id}/calendar.ics?lang=es`);
    const google = new URL(canvas.getByRole('link', { name: /^Calendario de Google \(se abre en una pestaña nueva\)/ }).getAttribute('href')!);
    await expect(google.searchParams.get('text')).toBe('Casa abierta: Bayfront Modern on Lido Isle');
    await expect(google.searchParams.get('details')).toContain('/es/properties/pcr-1001');
    await expect(canvas.getByRole('link', { name: 'Solicitar una visita privada de Bayfront Modern on Lido Isle' })).toHaveAttribute('href', '/es/properties/pcr-1001/tour');
  },
};
