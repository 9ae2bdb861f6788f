import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import { expectInBothParts, loadEmail, storySiteUrl } from '../../../stories-support/email-stories.js';
import type { RenderedEmail } from '../render.js';
import { SubscriptionConfirmationEmail } from './SubscriptionConfirmationEmail.js';

/** The e-mail a subscription sends: it asks the address to confirm (double opt-in), with a one-click way out. */
const meta = {
  title: 'Emails/SubscriptionConfirmationEmail',
  component: SubscriptionConfirmationEmail,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof SubscriptionConfirmationEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const unsubscribeUrl = `${storySiteUrl}/unsubscribe?lead=7d3f2c1e-5b8a-4f61-9c2d-0e4b6a8f1d23&token=example-token`;
const confirmUrl = `${storySiteUrl}/subscribe/confirm?lead=7d3f2c1e-5b8a-4f61-9c2d-0e4b6a8f1d23&token=example-confirmation-token`;

export const Default: Story = {
  args: { interest: 'Market updates', confirmUrl, unsubscribeUrl, language: 'en', identity: undefined as never, siteUrl: storySiteUrl },
  loaders: [loadEmail({ template: 'subscription-confirmation', interest: 'Market updates', confirmUrl, unsubscribeUrl, language: 'en' })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: please confirm your subscription')).toBeVisible();
    await expectInBothParts(canvasElement, 'Someone asked for our updates at this address. If it was you, please confirm within 7 days:');
    await expectInBothParts(canvasElement, 'Market updates');
    const html = within(canvasElement).getByRole('region', { name: 'HTML part' });
    await expect(within(html).getByRole('link', { name: 'Confirm my subscription' })).toHaveAttribute('href', confirmUrl);
    await expect(within(html).getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute('href', unsubscribeUrl);
    await expectInBothParts(canvasElement, 'Want no e-mail from us at all? Unsubscribe this address with one click:');
  },
};

const spanishUnsubscribeUrl = `${storySiteUrl}/es/unsubscribe?lead=7d3f2c1e-5b8a-4f61-9c2d-0e4b6a8f1d23&token=example-token`;
const spanishConfirmUrl = `${storySiteUrl}/es/subscribe/confirm?lead=7d3f2c1e-5b8a-4f61-9c2d-0e4b6a8f1d23&token=example-confirmation-token`;

/** A subscription from a Spanish page: the whole e-mail in Spanish, its link to the Spanish unsubscribe page. */
export const InSpanish: Story = {
  args: { interest: 'Buying a home', confirmUrl: spanishConfirmUrl, unsubscribeUrl: spanishUnsubscribeUrl, language: 'es', identity: undefined as never, siteUrl: storySiteUrl },
  loaders: [
    loadEmail({ template: 'subscription-confirmation', interest: 'Buying a home', confirmUrl: spanishConfirmUrl, unsubscribeUrl: spanishUnsubscribeUrl, language: 'es' }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: confirme su suscripción')).toBeVisible();
    await expectInBothParts(canvasElement, 'Hola:');
    await expectInBothParts(canvasElement, 'Alguien pidió recibir nuestras novedades en esta dirección. Si fue usted, confírmelo en un plazo de 7 días:');
    await expectInBothParts(canvasElement, 'Pidió recibir información sobre: Comprar una casa');
    const html = within(canvasElement).getByRole('region', { name: 'HTML part' });
    await expect(within(html).getByRole('link', { name: 'Confirmar mi suscripción' })).toHaveAttribute('href', spanishConfirmUrl);
    await expect(within(html).getByRole('link', { name: 'Cancelar la suscripción' })).toHaveAttribute('href', spanishUnsubscribeUrl);
    await expectInBothParts(canvasElement, 'El equipo de Pacific Crest Realty');
  },
};
