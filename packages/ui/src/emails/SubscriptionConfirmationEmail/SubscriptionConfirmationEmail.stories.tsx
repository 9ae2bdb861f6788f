import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import { expectInBothParts, loadEmail, storySiteUrl } from '../../../stories-support/email-stories.js';
import type { RenderedEmail } from '../render.js';
import { SubscriptionConfirmationEmail } from './SubscriptionConfirmationEmail.js';

/** The visitor's confirmation of a subscription, with its one-click unsubscribe link. */
const meta = {
  title: 'Emails/SubscriptionConfirmationEmail',
  component: SubscriptionConfirmationEmail,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof SubscriptionConfirmationEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const unsubscribeUrl = `${storySiteUrl}/unsubscribe?lead=7d3f2c1e-5b8a-4f61-9c2d-0e4b6a8f1d23&token=example-token`;

export const Default: Story = {
  args: { interest: 'Market updates', unsubscribeUrl, language: 'en', identity: undefined as never, siteUrl: storySiteUrl },
  loaders: [loadEmail({ template: 'subscription-confirmation', interest: 'Market updates', unsubscribeUrl, language: 'en' })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: you are subscribed')).toBeVisible();
    await expectInBothParts(canvasElement, 'Thank you for subscribing to our updates.');
    await expectInBothParts(canvasElement, 'Market updates');
    const html = within(canvasElement).getByRole('region', { name: 'HTML part' });
    await expect(within(html).getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute('href', unsubscribeUrl);
    await expectInBothParts(canvasElement, 'Changed your mind? Unsubscribe with one click:');
  },
};

const spanishUnsubscribeUrl = `${storySiteUrl}/es/unsubscribe?lead=7d3f2c1e-5b8a-4f61-9c2d-0e4b6a8f1d23&token=example-token`;

/** A subscription from a Spanish page: the whole e-mail in Spanish, its link to the Spanish unsubscribe page. */
export const InSpanish: Story = {
  args: { interest: 'Buying a home', unsubscribeUrl: spanishUnsubscribeUrl, language: 'es', identity: undefined as never, siteUrl: storySiteUrl },
  loaders: [
    loadEmail({ template: 'subscription-confirmation', interest: 'Buying a home', unsubscribeUrl: spanishUnsubscribeUrl, language: 'es' }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: su suscripción está confirmada')).toBeVisible();
    await expectInBothParts(canvasElement, 'Hola:');
    await expectInBothParts(canvasElement, 'Gracias por suscribirse a nuestras novedades.');
    await expectInBothParts(canvasElement, 'Le escribiremos sobre: Comprar una casa');
    const html = within(canvasElement).getByRole('region', { name: 'HTML part' });
    await expect(within(html).getByRole('link', { name: 'Cancelar la suscripción' })).toHaveAttribute('href', spanishUnsubscribeUrl);
    await expectInBothParts(canvasElement, 'El equipo de Pacific Crest Realty');
  },
};
