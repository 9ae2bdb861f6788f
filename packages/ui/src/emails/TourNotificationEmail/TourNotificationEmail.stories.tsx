import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import { expectInBothParts, fullFormLead, loadEmail, spanishLead, storySiteUrl } from '../../../stories-support/email-stories.js';
import type { EmailLead, EmailTour, LeadEmail, RenderedEmail } from '../render.js';
import { TourNotificationEmail } from './TourNotificationEmail.js';
import { storyTour } from '../../../stories-support/tour-stories.js';

/**
 * The agent's e-mail for a tour request (issue 48, section 2): who asked and their message, the home,
 * how and the times they prefer, and the signed links to confirm a time, propose another, or decline.
 */
const meta = {
  title: 'Emails/TourNotificationEmail',
  component: TourNotificationEmail,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof TourNotificationEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saturday December 5, 2026, 10 AM; Monday December 7, 2 PM and 5 PM (Pacific). */
const tour: EmailTour = { ...storyTour, times: ['2026-12-05T18:00:00.000Z', '2026-12-07T22:00:00.000Z', '2026-12-08T01:00:00.000Z'] };
const link = (action: string) => `${storySiteUrl}/tours/7d3f2c1e?side=agent&action=${action}&until=1797000000&sig=example-signature`;
const links = { confirmUrl: link('confirm'), proposeUrl: link('propose'), cancelUrl: link('cancel') };
const lead: EmailLead = {
  ...fullFormLead,
  kind: 'tour',
  form: null,
  message: 'We have two dogs: is the yard fenced? A morning suits us best.',
  propertyInterest: null,
  howDidYouHear: null,
  page: '/properties/pcr-1003/tour',
};
const notification = { template: 'tour-notification', lead, tour, ...links } satisfies LeadEmail;
const context = { identity: undefined as never, siteUrl: storySiteUrl };

const htmlPart = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'HTML part' }));

export const Default: Story = {
  args: { lead, tour, ...links, ...context },
  loaders: [loadEmail(notification)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Tour request: Woodbridge Lakeside Retreat — Maya Chen')).toBeVisible();
    await expectInBothParts(canvasElement, 'Reply to this e-mail to answer Maya Chen directly.');
    await expectInBothParts(canvasElement, 'We have two dogs: is the yard fenced?');
    await expectInBothParts(canvasElement, 'Saturday, December 5, 10:00 AM – 11:00 AM PST');
    await expectInBothParts(canvasElement, 'Monday, December 7, 5:00 PM – 6:00 PM PST');
    await expectInBothParts(canvasElement, 'In person');
    const html = htmlPart(canvasElement);
    await expect(html.getByRole('link', { name: 'Woodbridge Lakeside Retreat' })).toHaveAttribute('href', `${storySiteUrl}/properties/pcr-1003`);
    await expect(html.getByRole('link', { name: 'Confirm a time' })).toHaveAttribute('href', links.confirmUrl);
    await expect(html.getByRole('link', { name: 'Propose another time' })).toHaveAttribute('href', links.proposeUrl);
    await expect(html.getByRole('link', { name: 'Decline or cancel' })).toHaveAttribute('href', links.cancelUrl);
  },
};

const spanishTourLead: EmailLead = { ...spanishLead, kind: 'tour', form: null, address: null, page: '/es/properties/pcr-1003/tour' };

/** A request sent from the Spanish page: the e-mail stays in English, flagged for the agents who speak Spanish. */
export const SpanishLead: Story = {
  args: { lead: spanishTourLead, tour: { ...tour, mode: 'video' }, ...links, ...context },
  loaders: [loadEmail({ ...notification, lead: spanishTourLead, tour: { ...tour, mode: 'video' } })],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Subject: Tour request: Woodbridge Lakeside Retreat — Lucía Hernández (prefers Spanish)'),
    ).toBeVisible();
    await expectInBothParts(canvasElement, 'Spanish: sent from the Spanish site. Please reply in Spanish.');
    await expectInBothParts(canvasElement, 'By video');
    await expectInBothParts(canvasElement, `${storySiteUrl}/es/properties/pcr-1003/tour`);
  },
};
