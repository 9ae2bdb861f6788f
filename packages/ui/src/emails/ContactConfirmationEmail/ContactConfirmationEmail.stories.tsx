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
  args: { language: 'en', identity: undefined as never, siteUrl: storySiteUrl },
  loaders: [loadEmail({ template: 'contact-confirmation', language: 'en' })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: we received your message')).toBeVisible();
    // No name: the e-mail repeats nothing typed into the form (anyone can type any address).
    await expectInBothParts(canvasElement, 'Hello,');
    await expectInBothParts(canvasElement, 'Thank you for contacting us. An agent will be in touch shortly.');
    await expectInBothParts(canvasElement, 'We reply within 24 hours.');
    await expectInBothParts(canvasElement, '(949) 555-0148');
  },
};

/** A contact form sent from a Spanish page: the confirmation in Spanish (es-US, usted). */
export const InSpanish: Story = {
  args: { language: 'es', identity: undefined as never, siteUrl: storySiteUrl },
  loaders: [loadEmail({ template: 'contact-confirmation', language: 'es' })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: recibimos su mensaje')).toBeVisible();
    await expectInBothParts(canvasElement, 'Hola:');
    await expectInBothParts(canvasElement, 'Gracias por escribirnos. Un agente se comunicará con usted en breve.');
    await expectInBothParts(canvasElement, 'Le respondemos en menos de 24 horas. Si no puede esperar, llámenos al');
    await expectInBothParts(canvasElement, '(949) 555-0148');
  },
};

/** The lead was assigned to an agent (issue 47, section 3): the promise is theirs. */
export const ByTheAgent: Story = {
  args: { language: 'en', identity: undefined as never, siteUrl: storySiteUrl, agentName: 'Sofia Alvarez' },
  loaders: [loadEmail({ template: 'contact-confirmation', language: 'en', agentName: 'Sofia Alvarez' })],
  play: async ({ canvasElement }) => {
    await expectInBothParts(canvasElement, 'Sofia Alvarez will reply within 24 hours. If it cannot wait, call us at');
  },
};
