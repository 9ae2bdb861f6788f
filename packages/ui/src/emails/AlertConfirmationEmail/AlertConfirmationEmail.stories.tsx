import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findProperty } from '@pcr/content';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import { expectInBothParts, loadEmail, storyContext, storySiteUrl } from '../../../stories-support/email-stories.js';
import type { LeadEmail, RenderedEmail } from '../render.js';
import { AlertConfirmationEmail } from './AlertConfirmationEmail.js';

/** The e-mail an alert request sends: what the alert follows, how often it writes, a confirm button (double opt-in) and a one-click way out. */
const meta = {
  title: 'Emails/AlertConfirmationEmail',
  component: AlertConfirmationEmail,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof AlertConfirmationEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const lead = '7d3f2c1e-5b8a-4f61-9c2d-0e4b6a8f1d23';

const searchAlert = {
  template: 'alert-confirmation',
  topic: { kind: 'search', search: { city: 'irvine', minPrice: 1_000_000, maxPrice: 2_500_000, minBeds: 4, minBaths: 2, type: 'single-family' }, areaName: 'Irvine' },
  frequency: 'daily',
  confirmUrl: `${storySiteUrl}/alerts/confirm?lead=${lead}&token=example-confirmation-token`,
  unsubscribeUrl: `${storySiteUrl}/unsubscribe?lead=${lead}&token=example-token`,
  language: 'en',
} satisfies LeadEmail;

/** A search of /properties: its filters in words, from the search's values (an area by the name the API gives it). */
export const SearchAlert: Story = {
  args: { ...searchAlert, ...storyContext },
  loaders: [loadEmail(searchAlert)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: please confirm your home alert')).toBeVisible();
    await expectInBothParts(canvasElement, 'Hello,');
    await expectInBothParts(canvasElement, 'Someone asked for home alerts at this address. If it was you, please confirm within 7 days:');
    await expectInBothParts(canvasElement, 'The alert follows: Homes in Irvine · $1,000,000–$2,500,000 · 4+ beds · 2+ baths · Single-family home');
    await expectInBothParts(canvasElement, 'How often: Once a day, around 7 a.m. Pacific time');
    await expectInBothParts(canvasElement, 'If it was not you, ignore this e-mail: no alert will come to this address unless it is confirmed.');
    await expectInBothParts(canvasElement, 'Want no e-mail from us at all? Unsubscribe this address with one click:');
    const html = within(within(canvasElement).getByRole('region', { name: 'HTML part' }));
    await expect(html.getByRole('heading', { level: 1, name: 'Please confirm your home alert' })).toBeVisible();
    await expect(html.getByRole('link', { name: 'Confirm my alert' })).toHaveAttribute('href', searchAlert.confirmUrl);
    await expect(html.getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute('href', searchAlert.unsubscribeUrl);
  },
};

// A home of the shared fixtures, for its title as the listing gives it.
const home = findProperty('pcr-1013');
if (!home) throw new Error('fixtures: no home pcr-1013');

const homeAlertInSpanish = {
  template: 'alert-confirmation',
  topic: { kind: 'home', title: home.title, url: `${storySiteUrl}/es/properties/${home.id}` },
  frequency: 'weekly',
  confirmUrl: `${storySiteUrl}/es/alerts/confirm?lead=${lead}&token=example-confirmation-token`,
  unsubscribeUrl: `${storySiteUrl}/es/unsubscribe?lead=${lead}&token=example-token`,
  language: 'es',
} satisfies LeadEmail;

/** One home followed from a Spanish page: the e-mail in Spanish, the listing's title as the MLS wrote it (marked English). */
export const HomeAlertInSpanish: Story = {
  args: { ...homeAlertInSpanish, ...storyContext },
  loaders: [loadEmail(homeAlertInSpanish)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: confirme su alerta de casas')).toBeVisible();
    await expectInBothParts(canvasElement, 'Hola:');
    await expectInBothParts(canvasElement, 'Alguien pidió alertas de casas en esta dirección. Si fue usted, confírmelo en un plazo de 7 días:');
    await expectInBothParts(canvasElement, 'La alerta sigue: Spanish Bungalow near the Reservoir');
    await expectInBothParts(canvasElement, '(su precio y su estado)');
    await expectInBothParts(canvasElement, 'Frecuencia: Una vez por semana, los lunes hacia las 7 a. m., hora del Pacífico');
    await expectInBothParts(canvasElement, 'Si no fue usted, ignore este correo: no enviaremos ninguna alerta a esta dirección a menos que se confirme.');
    await expectInBothParts(canvasElement, 'El equipo de Pacific Crest Realty');
    const html = within(within(canvasElement).getByRole('region', { name: 'HTML part' }));
    await expect(html.getByRole('heading', { level: 1, name: 'Confirme su alerta de casas' })).toBeVisible();
    const title = html.getByRole('link', { name: 'Spanish Bungalow near the Reservoir' });
    await expect(title).toHaveAttribute('href', `${storySiteUrl}/es/properties/pcr-1013`);
    await expect(title).toHaveAttribute('lang', 'en');
    await expect(html.getByRole('link', { name: 'Confirmar mi alerta' })).toHaveAttribute('href', homeAlertInSpanish.confirmUrl);
    await expect(html.getByRole('link', { name: 'Cancelar la suscripción' })).toHaveAttribute('href', homeAlertInSpanish.unsubscribeUrl);
  },
};
