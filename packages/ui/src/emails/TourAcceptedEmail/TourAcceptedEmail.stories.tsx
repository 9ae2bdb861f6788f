import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import { expectInBothParts, loadEmail, storySiteUrl } from '../../../stories-support/email-stories.js';
import type { EmailTour, LeadEmail, RenderedEmail } from '../render.js';
import { TourAcceptedEmail } from './TourAcceptedEmail.js';
import { storyTour } from '../../../stories-support/tour-stories.js';

/**
 * The visitor accepted the time the agent proposed (issue 48, section 2): the agent's e-mail, in
 * English, says the tour is confirmed and in the visitor's calendar, with the link to cancel it.
 */
const meta = {
  title: 'Emails/TourAcceptedEmail',
  component: TourAcceptedEmail,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof TourAcceptedEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const tour: EmailTour = storyTour;
const cancelUrl = `${storySiteUrl}/tours/8b1f?side=agent&action=cancel&until=1797600000&sig=story`;
/** Accepted: Tuesday December 8, 2026, 11 AM (Pacific). */
const accepted = {
  template: 'tour-accepted',
  visitor: { name: 'Maya Chen', email: 'maya.chen@example.com', phone: '(949) 555-0110', language: 'en' },
  tour,
  startsAt: '2026-12-08T19:00:00.000Z',
  cancelUrl,
} satisfies LeadEmail;
const context = { identity: undefined as never, siteUrl: storySiteUrl };

export const Default: Story = {
  args: { ...accepted, ...context },
  loaders: [loadEmail(accepted)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Tour confirmed: Woodbridge Lakeside Retreat — Maya Chen')).toBeVisible();
    await expectInBothParts(canvasElement, 'Tuesday, December 8, 11:00 AM – 12:00 PM PST');
    const html = within(within(canvasElement).getByRole('region', { name: 'HTML part' }));
    await expect(html.getByRole('heading', { level: 1, name: 'Maya Chen accepted the time you proposed' })).toBeVisible();
    await expect(html.getByRole('link', { name: 'Cancel the tour' })).toHaveAttribute('href', cancelUrl);
  },
};
