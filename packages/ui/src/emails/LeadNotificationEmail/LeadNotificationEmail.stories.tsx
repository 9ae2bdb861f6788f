import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import { expectInBothParts, fullFormLead, loadEmail, shortFormLead, spanishLead, storySiteUrl } from '../../../stories-support/email-stories.js';
import { LeadNotificationEmail } from './LeadNotificationEmail.js';
import type { RenderedEmail } from '../render.js';

/** The agency's e-mail for each new lead, as the server sends it: subject, HTML part, plain-text part. */
const meta = {
  title: 'Emails/LeadNotificationEmail',
  component: LeadNotificationEmail,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof LeadNotificationEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const context = { identity: undefined as never, siteUrl: storySiteUrl };

export const FullForm: Story = {
  args: { lead: fullFormLead, ...context },
  loaders: [loadEmail({ template: 'agency-notification', lead: fullFormLead })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: New message from Maya Chen')).toBeVisible();
    await expectInBothParts(canvasElement, 'The site promises a reply within 24 hours.');
    await expectInBothParts(canvasElement, 'near good schools in Irvine.');
    await expectInBothParts(canvasElement, `${storySiteUrl}/contact`);
    await expectInBothParts(canvasElement, 'Apr 14, 2025, 9:32 AM (Pacific time)');
  },
};

export const ShortForm: Story = {
  args: { lead: shortFormLead, ...context },
  loaders: [loadEmail({ template: 'agency-notification', lead: shortFormLead })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: New contact request from Daniel Ortiz')).toBeVisible();
    await expectInBothParts(canvasElement, '12 Harbor View Drive, Newport Beach');
    await expectInBothParts(canvasElement, `${storySiteUrl}/properties/pcr-1001`);
    await expect(within(canvasElement).queryByText('Message')).toBeNull();
  },
};

const longMessage = [
  'Hello! We are a family of five moving from Chicago this summer, and we have been reading your neighborhood guides for weeks.',
  'What we need: four bedrooms (five would be a dream), a yard for two dogs, a short drive to a good public high school, and ideally a walk to a park or the beach. Our budget is around $1.8M but we could stretch for the right place.',
  'We have looked at Irvine, Costa Mesa and Huntington Beach online. We are open to a fixer-upper if the bones are good. We would also like to understand property taxes and HOA fees in each area, and whether we should sell our Chicago house before or after buying.',
  'We can fly out for a weekend of viewings in May. Thank you so much for your time!',
].join('\n\n');
const longLead = { ...fullFormLead, name: 'Priya Raghunathan-Whitfield', message: longMessage, propertyInterest: 'Both', howDidYouHear: 'Social Media' };

export const LongMessage: Story = {
  args: { lead: longLead, ...context },
  loaders: [loadEmail({ template: 'agency-notification', lead: longLead })],
  play: async ({ canvasElement }) => {
    await expectInBothParts(canvasElement, 'We can fly out for a weekend of viewings in May.');
    // Paragraphs stay paragraphs in the plain-text part.
    const text = within(canvasElement).getByRole('region', { name: 'Plain-text part' }).textContent ?? '';
    await expect(text).toContain('a weekend of viewings in May. Thank you so much for your time!');
    await expect(text).toMatch(/this summer, and we have been reading your neighborhood guides for weeks\.\n\nWhat we need/);
  },
};

const accentedLead = { ...fullFormLead, name: 'Zoë Núñez-Åkesson 🏡✨', email: 'zoe.nunez@example.com', message: 'Bonjour ! Je cherche un appartement à Laguna Beach — vue sur l’océan, s’il vous plaît 🌊.' };

export const NamesWithAccentsAndEmoji: Story = {
  args: { lead: accentedLead, ...context },
  loaders: [loadEmail({ template: 'agency-notification', lead: accentedLead })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: New message from Zoë Núñez-Åkesson 🏡✨')).toBeVisible();
    await expectInBothParts(canvasElement, 'vue sur l’océan, s’il vous plaît 🌊.');
  },
};

const subscriptionLead = { ...fullFormLead, kind: 'subscribe' as const, form: null, phone: null, message: null, propertyInterest: null, howDidYouHear: null, interest: 'Investment opportunities', page: '/' };

export const Subscription: Story = {
  args: { lead: subscriptionLead, ...context },
  loaders: [loadEmail({ template: 'agency-notification', lead: subscriptionLead })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: New subscriber: Maya Chen')).toBeVisible();
    await expectInBothParts(canvasElement, 'Investment opportunities');
    // Double opt-in: the agency is told the address has not confirmed yet.
    await expectInBothParts(canvasElement, 'We asked this address to confirm the subscription: send it updates only once the leads export shows it confirmed.');
  },
};

export const SpanishLead: Story = {
  args: { lead: spanishLead, ...context },
  loaders: [loadEmail({ template: 'agency-notification', lead: spanishLead })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: New contact request from Lucía Hernández (prefers Spanish)')).toBeVisible();
    await expectInBothParts(canvasElement, 'Spanish: sent from the Spanish site. Please reply in Spanish.');
    await expectInBothParts(canvasElement, `${storySiteUrl}/es/neighborhoods/irvine`);
  },
};
