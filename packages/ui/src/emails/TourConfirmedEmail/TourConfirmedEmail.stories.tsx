import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import { expectInBothParts, loadEmail, storySiteUrl } from '../../../stories-support/email-stories.js';
import type { EmailTour, LeadEmail, RenderedEmail } from '../render.js';
import { TourConfirmedEmail } from './TourConfirmedEmail.js';
import { storyTour } from '../../../stories-support/tour-stories.js';

/**
 * The visitor's confirmation of a tour (issue 48, section 2): when, the home, how and with whom; the
 * calendar invitation the server attaches; the link to cancel.
 */
const meta = {
  title: 'Emails/TourConfirmedEmail',
  component: TourConfirmedEmail,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof TourConfirmedEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const tour: EmailTour = storyTour;
const cancelUrl = (prefix = '') => `${storySiteUrl}${prefix}/tours/7d3f2c1e?side=visitor&action=cancel&until=1797000000&sig=example-signature`;
/** The visitor's second time: Monday December 7, 2026, 2 PM (Pacific). */
const confirmed = {
  template: 'tour-confirmed',
  language: 'en',
  tour,
  startsAt: '2026-12-07T22:00:00.000Z',
  agentName: 'Sofia Alvarez',
  cancelUrl: cancelUrl(),
} satisfies LeadEmail;
const context = { identity: undefined as never, siteUrl: storySiteUrl };

export const Default: Story = {
  args: { ...confirmed, ...context },
  loaders: [loadEmail(confirmed)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: your tour is confirmed')).toBeVisible();
    await expectInBothParts(canvasElement, 'Sofia Alvarez confirmed your tour:');
    await expectInBothParts(canvasElement, 'Monday, December 7, 2:00 PM – 3:00 PM PST');
    await expectInBothParts(canvasElement, 'The calendar invitation is attached to this e-mail');
    const html = within(within(canvasElement).getByRole('region', { name: 'HTML part' }));
    await expect(html.getByRole('link', { name: 'Cancel the tour' })).toHaveAttribute('href', confirmed.cancelUrl);
  },
};

const inSpanish = { ...confirmed, language: 'es', tour: { ...tour, mode: 'video' }, cancelUrl: cancelUrl('/es') } satisfies LeadEmail;

/** A tour by video asked for from the Spanish page: in Spanish (es-US, usted). */
export const InSpanish: Story = {
  args: { ...inSpanish, ...context },
  loaders: [loadEmail(inSpanish)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: su visita está confirmada')).toBeVisible();
    await expectInBothParts(canvasElement, 'Sofia Alvarez confirmó su visita:');
    await expectInBothParts(canvasElement, 'lunes, 7 de diciembre, de 2:00 p. m. a 3:00 p. m. PST');
    await expectInBothParts(canvasElement, 'Por video');
    await expectInBothParts(canvasElement, 'La invitación de calendario va adjunta a este correo');
    const html = within(within(canvasElement).getByRole('region', { name: 'HTML part' }));
    await expect(html.getByRole('link', { name: 'Cancelar la visita' })).toHaveAttribute('href', inSpanish.cancelUrl);
  },
};
