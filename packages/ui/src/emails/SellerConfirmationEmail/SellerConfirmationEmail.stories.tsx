import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import { expectInBothParts, loadEmail, storySiteUrl } from '../../../stories-support/email-stories.js';
import type { RenderedEmail } from '../render.js';
import { SellerConfirmationEmail } from './SellerConfirmationEmail.js';

/** The visitor's confirmation of a seller's request (issue 47): the market analysis within 24 hours, a reply or a call meanwhile. */
const meta = {
  title: 'Emails/SellerConfirmationEmail',
  component: SellerConfirmationEmail,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof SellerConfirmationEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { language: 'en', identity: undefined as never, siteUrl: storySiteUrl },
  loaders: [loadEmail({ template: 'seller-confirmation', language: 'en' })],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Subject: Pacific Crest Realty: your home's market analysis is on its way"),
    ).toBeVisible();
    // No name, no street: the e-mail repeats nothing typed into the form (anyone can type any address).
    await expectInBothParts(canvasElement, 'Hello,');
    await expectInBothParts(canvasElement, 'is preparing a comparative market analysis (CMA) of your home');
    await expectInBothParts(canvasElement, 'You will have it by e-mail within 24 hours.');
    await expectInBothParts(
      canvasElement,
      'Any question before then? Reply to this e-mail or call us at (949) 555-0148',
    );
  },
};

/** A request sent from the Spanish page: the confirmation in Spanish (es-US, usted). */
export const InSpanish: Story = {
  args: { language: 'es', identity: undefined as never, siteUrl: storySiteUrl },
  loaders: [loadEmail({ template: 'seller-confirmation', language: 'es' })],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Subject: Pacific Crest Realty: el análisis de mercado de su casa está en camino',
      ),
    ).toBeVisible();
    await expectInBothParts(canvasElement, 'Hola:');
    await expectInBothParts(canvasElement, 'está preparando un análisis comparativo de mercado (CMA) de su casa');
    await expectInBothParts(canvasElement, 'Lo recibirá por correo electrónico en menos de 24 horas.');
    await expectInBothParts(
      canvasElement,
      '¿Tiene alguna pregunta mientras tanto? Responda a este correo o llámenos al (949) 555-0148',
    );
  },
};

/** A Spanish request assigned to an agent (issue 47, section 3): the e-mail names who prepares the analysis. */
export const ByTheAgentInSpanish: Story = {
  args: { language: 'es', identity: undefined as never, siteUrl: storySiteUrl, agentName: 'Luis Castillo' },
  loaders: [loadEmail({ template: 'seller-confirmation', language: 'es', agentName: 'Luis Castillo' })],
  play: async ({ canvasElement }) => {
    await expectInBothParts(canvasElement, 'Luis Castillo, agente que conoce su zona, está preparando un análisis comparativo');
  },
};
