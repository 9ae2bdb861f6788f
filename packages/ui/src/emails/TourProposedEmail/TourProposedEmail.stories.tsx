import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import { expectInBothParts, loadEmail, storySiteUrl } from '../../../stories-support/email-stories.js';
import type { EmailTour, LeadEmail, RenderedEmail } from '../render.js';
import { TourProposedEmail } from './TourProposedEmail.js';
import { storyTour } from '../../../stories-support/tour-stories.js';

/**
 * The agent proposes another time (issue 48, section 2): the time, the home and how; not confirmed
 * until the visitor accepts it; or they cancel the request.
 */
const meta = {
  title: 'Emails/TourProposedEmail',
  component: TourProposedEmail,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof TourProposedEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const tour: EmailTour = storyTour;
const link = (action: string, prefix = '') =>
  `${storySiteUrl}${prefix}/tours/7d3f2c1e?side=visitor&action=${action}&until=1797000000&sig=example-signature`;
/** Tuesday December 8, 2026, 11:30 AM (Pacific). */
const proposed = {
  template: 'tour-proposed',
  language: 'en',
  tour,
  proposedAt: '2026-12-08T19:30:00.000Z',
  agentName: 'Sofia Alvarez',
  acceptUrl: link('accept'),
  cancelUrl: link('cancel'),
} satisfies LeadEmail;
const context = { identity: undefined as never, siteUrl: storySiteUrl };

export const Default: Story = {
  args: { ...proposed, ...context },
  loaders: [loadEmail(proposed)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: another time for your tour')).toBeVisible();
    const html = within(within(canvasElement).getByRole('region', { name: 'HTML part' }));
    await expect(html.getByRole('heading', { level: 1, name: 'Sofia Alvarez proposes another time' })).toBeVisible();
    await expectInBothParts(canvasElement, 'Tuesday, December 8, 11:30 AM – 12:30 PM PST');
    await expectInBothParts(canvasElement, 'The tour is not confirmed until you accept this time.');
    await expect(html.getByRole('link', { name: 'Accept this time' })).toHaveAttribute('href', proposed.acceptUrl);
    await expect(html.getByRole('link', { name: 'Cancel the request' })).toHaveAttribute('href', proposed.cancelUrl);
  },
};

const inSpanish = { ...proposed, language: 'es', acceptUrl: link('accept', '/es'), cancelUrl: link('cancel', '/es') } satisfies LeadEmail;

export const InSpanish: Story = {
  args: { ...inSpanish, ...context },
  loaders: [loadEmail(inSpanish)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: otro horario para su visita')).toBeVisible();
    const html = within(within(canvasElement).getByRole('region', { name: 'HTML part' }));
    await expect(html.getByRole('heading', { level: 1, name: 'Sofia Alvarez le propone otro horario' })).toBeVisible();
    await expectInBothParts(canvasElement, 'martes, 8 de diciembre, de 11:30 a. m. a 12:30 p. m. PST');
    await expectInBothParts(canvasElement, 'La visita no está confirmada hasta que usted acepte este horario.');
    await expect(html.getByRole('link', { name: 'Aceptar este horario' })).toHaveAttribute('href', inSpanish.acceptUrl);
    await expect(html.getByRole('link', { name: 'Cancelar la solicitud' })).toHaveAttribute('href', inSpanish.cancelUrl);
  },
};
