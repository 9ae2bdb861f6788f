import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tourMessages } from '@pcr/contracts';
import { findProperty } from '@pcr/content';
import { STORY_NOW } from '../../../stories-support/open-house-stories.js';
import { expectDarkTheme, expectFitsScreen, mobileViewport, narrowViewport, PageShell, storyIdentity } from '../../../stories-support/story-helpers.js';
import type { TourFormAnswer } from './tour-form.js';
import { TourRequestPage } from './TourRequestPage.js';

const home = findProperty('pcr-1001')!;
const now = new Date(STORY_NOW).toISOString();

/** What a visitor sent, as the page keeps it when it answers. */
const typed: TourFormAnswer['values'] = {
  mode: 'in-person',
  time1: '2026-12-05T10:00',
  time2: '2026-12-07T17:30',
  name: 'Jordan Reyes',
  email: 'jordan.reyes@example.com',
  phone: '(949) 555-0199',
  message: 'We would love to see the dock.',
};

/** /properties/{id}/tour: a private tour's request, the page the home's tour form posts to and that answers it. */
const meta = {
  title: 'Pages/TourRequestPage',
  component: TourRequestPage,
  args: { property: home, now, action: `/properties/${home.id}/tour`, identity: storyIdentity },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path={`/properties/${home.id}/tour`}>
      <TourRequestPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof TourRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened on its own: the heading, the home (small, with the way back to its page), the form. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Request a tour' })).toBeVisible();
    await expect(main.getByText(home.title)).toBeVisible();
    await expect(main.getByText(home.location)).toBeVisible();
    await expect(main.getByRole('link', { name: 'See the home' })).toHaveAttribute('href', `/properties/${home.id}`);
    const form = main.getByRole('form', { name: 'Request a tour' });
    await expect(form).toHaveAttribute('action', `/properties/${home.id}/tour`);
    await expect(within(form).getByRole('button', { name: 'Request a tour' })).toBeVisible();
    await expect(main.queryByRole('status')).toBeNull();
  },
};

/** Stored: a request, not a booking yet; the way back to the home. */
export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const status = main.getByRole('status');
    await expect(within(status).getByRole('heading', { level: 2, name: 'Your request is sent' })).toBeVisible();
    await expect(status).toHaveTextContent(
      'This is a request, not a booking yet. The agent will confirm one of your times or propose another by e-mail, within 24 hours.',
    );
    await expect(within(status).getByRole('link', { name: 'Back to the home' })).toHaveAttribute('href', `/properties/${home.id}`);
    await expect(main.queryByRole('form')).toBeNull();
  },
};

/** Refused: the messages beside their fields, what was typed kept. */
export const Refused: Story = {
  args: {
    answer: {
      values: { ...typed, time2: '2026-12-06T11:00' },
      issues: [
        { path: 'times.1', message: tourMessages.hours },
        { path: 'consent', message: tourMessages.consent },
      ],
    },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('alert')).toHaveTextContent('Please check the fields marked below.');
    // Sunday: no office hours.
    await expect(main.getByLabelText(/^Second choice/)).toHaveAccessibleDescription(tourMessages.hours);
    await expect(main.getByRole('textbox', { name: /^Message/ })).toHaveValue('We would love to see the dock.');
    await expect(main.getByRole('radio', { name: 'In person' })).toBeChecked();
  },
};

/** The database away: nothing lost, send again. */
export const Unavailable: Story = {
  args: { answer: { values: typed, issues: [], unavailable: true } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('alert')).toHaveTextContent('We couldn’t save your request just now. Nothing you typed is lost: please send it again in a minute.');
    await expect(main.getByLabelText('Preferred time')).toHaveValue('2026-12-05T10:00');
  },
};

/** /es/properties/{id}/tour on the narrowest phone: its words in Spanish, the home's title as written (English), nothing wider than the screen. */
export const InSpanish: Story = {
  args: { action: `/es/properties/${home.id}/tour` },
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Solicitar una visita' })).toBeVisible();
    await expect(main.getByText(home.title)).toHaveAttribute('lang', 'en');
    await expect(main.getByRole('link', { name: 'Ver la casa' })).toHaveAttribute('href', `/es/properties/${home.id}`);
    await expect(main.getByText('Visitas: lun-vie 9AM-6PM, sáb 10AM-4PM (hora del Pacífico)')).toBeVisible();
    await expect(main.getByRole('form', { name: 'Solicitar una visita' })).toHaveAttribute('action', `/es/properties/${home.id}/tour`);
    await expectFitsScreen(canvasElement);
  },
};

export const SentInSpanish: Story = {
  args: { sent: true },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const status = within(canvas.getByRole('main')).getByRole('status');
    await expect(within(status).getByRole('heading', { name: 'Su solicitud está enviada' })).toBeVisible();
    await expect(within(status).getByRole('link', { name: 'Volver a la casa' })).toHaveAttribute('href', `/es/properties/${home.id}`);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Request a tour' })).toBeVisible();
    await expectFitsScreen(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
