import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import { expectInBothParts, loadEmail, storySiteUrl } from '../../../stories-support/email-stories.js';
import type { EmailTour, LeadEmail, RenderedEmail } from '../render.js';
import { TourRequestEmail } from './TourRequestEmail.js';
import { storyTour } from '../../../stories-support/tour-stories.js';

/**
 * The visitor's receipt of a tour request (issue 48, section 2): a request, not a booking, until the
 * agent confirms a time or proposes another; the home and their times; a link to see or cancel it.
 */
const meta = {
  title: 'Emails/TourRequestEmail',
  component: TourRequestEmail,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof TourRequestEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saturday December 5, 2026, 10 AM, and Monday December 7, 2 PM (Pacific). */
const tour: EmailTour = storyTour;
const cancelUrl = (prefix = '') => `${storySiteUrl}${prefix}/tours/7d3f2c1e?side=visitor&action=cancel&until=1797000000&sig=example-signature`;
const request = { template: 'tour-request', language: 'en', tour, agentName: 'Sofia Alvarez', cancelUrl: cancelUrl() } satisfies LeadEmail;
const context = { identity: undefined as never, siteUrl: storySiteUrl };

export const Default: Story = {
  args: { ...request, ...context },
  loaders: [loadEmail(request)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: we received your tour request')).toBeVisible();
    await expectInBothParts(
      canvasElement,
      'This is a request, not a booking yet: Sofia Alvarez will confirm one of your times or propose another, within 24 hours.',
    );
    await expectInBothParts(canvasElement, 'Saturday, December 5, 10:00 AM – 11:00 AM PST');
    await expectInBothParts(canvasElement, 'Monday, December 7, 2:00 PM – 3:00 PM PST');
    const html = within(within(canvasElement).getByRole('region', { name: 'HTML part' }));
    await expect(html.getByRole('link', { name: 'See or cancel your request' })).toHaveAttribute('href', request.cancelUrl);
    await expect(html.getByRole('link', { name: 'Woodbridge Lakeside Retreat' })).toHaveAttribute('href', `${storySiteUrl}/properties/pcr-1003`);
  },
};

const inSpanish = { ...request, language: 'es', agentName: undefined, cancelUrl: cancelUrl('/es') } satisfies LeadEmail;

/** A request sent from the Spanish page, not yet assigned to an agent: in Spanish (es-US, usted). */
export const InSpanish: Story = {
  args: { ...inSpanish, ...context },
  loaders: [loadEmail(inSpanish)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: recibimos su solicitud de visita')).toBeVisible();
    await expectInBothParts(
      canvasElement,
      'Esto es una solicitud, todavía no una cita: un agente confirmará uno de sus horarios o le propondrá otro, en menos de 24 horas.',
    );
    await expectInBothParts(canvasElement, 'sábado, 5 de diciembre, de 10:00 a. m. a 11:00 a. m. PST');
    await expectInBothParts(canvasElement, 'En persona');
    const html = within(within(canvasElement).getByRole('region', { name: 'HTML part' }));
    await expect(html.getByRole('link', { name: 'Ver o cancelar su solicitud' })).toHaveAttribute('href', inSpanish.cancelUrl);
  },
};
