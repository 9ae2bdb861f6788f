import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import { expectInBothParts, loadEmail, storySiteUrl } from '../../../stories-support/email-stories.js';
import type { EmailTour, LeadEmail, RenderedEmail } from '../render.js';
import { TourCancelledEmail } from './TourCancelledEmail.js';
import { storyTour } from '../../../stories-support/tour-stories.js';

/**
 * A tour cancelled (issue 48, section 2), by either side: the visitor's e-mail, in their language,
 * says who cancelled it and links to the home and the contact page; the agent's, in English, says
 * which visitor cancelled which tour.
 */
const meta = {
  title: 'Emails/TourCancelledEmail',
  component: TourCancelledEmail,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof TourCancelledEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const tour: EmailTour = storyTour;
/** The confirmed time: Saturday December 5, 2026, 10 AM (Pacific). */
const byTheAgent = {
  template: 'tour-cancelled',
  audience: 'visitor',
  language: 'en',
  tour,
  cancelledBy: 'agent',
  startsAt: '2026-12-05T18:00:00.000Z',
} satisfies LeadEmail;
const context = { identity: undefined as never, siteUrl: storySiteUrl };
const htmlPart = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'HTML part' }));

/** The agent cancelled a confirmed tour: the visitor is told, with the way to another. */
export const ByTheAgent: Story = {
  args: { ...byTheAgent, ...context },
  loaders: [loadEmail(byTheAgent)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: your tour is cancelled')).toBeVisible();
    await expectInBothParts(canvasElement, 'We are sorry: your agent had to cancel this tour.');
    await expectInBothParts(canvasElement, 'Saturday, December 5, 10:00 AM – 11:00 AM PST');
    const html = htmlPart(canvasElement);
    await expect(html.getByRole('link', { name: 'See the home' })).toHaveAttribute('href', `${storySiteUrl}/properties/pcr-1003`);
    await expect(html.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', `${storySiteUrl}/contact`);
  },
};

const atYourRequestInSpanish = { ...byTheAgent, language: 'es', cancelledBy: 'visitor', startsAt: undefined } satisfies LeadEmail;

/** The visitor cancelled their request (never confirmed) from the Spanish page: in Spanish, with the times they asked for. */
export const AtYourRequestInSpanish: Story = {
  args: { ...atYourRequestInSpanish, ...context },
  loaders: [loadEmail(atYourRequestInSpanish)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: su visita está cancelada')).toBeVisible();
    await expectInBothParts(canvasElement, 'Como lo pidió, cancelamos esta visita.');
    await expectInBothParts(canvasElement, 'Sus horarios preferidos');
    await expectInBothParts(canvasElement, 'lunes, 7 de diciembre, de 2:00 p. m. a 3:00 p. m. PST');
    const html = htmlPart(canvasElement);
    await expect(html.getByRole('link', { name: 'Ver la casa' })).toHaveAttribute('href', `${storySiteUrl}/es/properties/pcr-1003`);
    await expect(html.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', `${storySiteUrl}/es/contact`);
  },
};

const toTheAgent = { ...byTheAgent, audience: 'agent', cancelledBy: 'visitor', visitorName: 'Maya Chen' } satisfies LeadEmail;

/** The visitor cancelled a confirmed tour: the agent is told, in English. */
export const ToTheAgent: Story = {
  args: { ...toTheAgent, ...context },
  loaders: [loadEmail(toTheAgent)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Tour cancelled: Woodbridge Lakeside Retreat — Maya Chen')).toBeVisible();
    await expect(
      htmlPart(canvasElement).getByRole('heading', { level: 1, name: 'Maya Chen cancelled the tour of Woodbridge Lakeside Retreat' }),
    ).toBeVisible();
    await expectInBothParts(canvasElement, 'Saturday, December 5, 10:00 AM – 11:00 AM PST');
  },
};
