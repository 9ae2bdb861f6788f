import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactConfirmationEmail } from './ContactConfirmationEmail.js';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import { expectInBothParts, loadEmail, storySiteUrl } from '../../../stories-support/email-stories.js';
import type { RenderedEmail } from '../render.js';

/** The visitor's confirmation of a contact form: the 24-hour promise and the agency's phone. */
const meta = {
  title: 'Emails/ContactConfirmationEmail',
  component: ContactConfirmationEmail,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof ContactConfirmationEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { name: 'Maya Chen', identity: undefined as never, siteUrl: storySiteUrl },
  loaders: [loadEmail({ template: 'contact-confirmation', name: 'Maya Chen' })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: we received your message')).toBeVisible();
    await expectInBothParts(canvasElement, 'Hi Maya Chen,');
    await expectInBothParts(canvasElement, 'Thank you for contacting us. An agent will be in touch shortly.');
    await expectInBothParts(canvasElement, 'We reply within 24 hours.');
    await expectInBothParts(canvasElement, '(949) 555-0148');
  },
};

export const NamesWithAccentsAndEmoji: Story = {
  args: { name: 'Zoë Núñez-Åkesson 🏡✨', identity: undefined as never, siteUrl: storySiteUrl },
  loaders: [loadEmail({ template: 'contact-confirmation', name: 'Zoë Núñez-Åkesson 🏡✨' })],
  play: async ({ canvasElement }) => {
    await expectInBothParts(canvasElement, 'Hi Zoë Núñez-Åkesson 🏡✨,');
  },
};
