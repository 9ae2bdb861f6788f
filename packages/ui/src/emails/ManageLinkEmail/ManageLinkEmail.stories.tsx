import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ManageLinkEmail } from './ManageLinkEmail.js';
import { EmailPreview } from '../../../stories-support/EmailPreview.js';
import { expectInBothParts, loadEmail, storySiteUrl } from '../../../stories-support/email-stories.js';
import type { RenderedEmail } from '../render.js';

const manageUrl = `${storySiteUrl}/alerts/manage?lead=5f1c9a52-8a3e-4d55-9a55-0c3b2f3a9e11&token=example-manage-token.tj6x1c`;

/** A fresh link to manage the alerts of an address, asked for from an expired one (decision 0047). */
const meta = {
  title: 'Emails/ManageLinkEmail',
  component: ManageLinkEmail,
  render: (_args, { loaded }) => <EmailPreview email={(loaded as { email: RenderedEmail }).email} />,
} satisfies Meta<typeof ManageLinkEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { manageUrl, language: 'en', identity: undefined as never, siteUrl: storySiteUrl },
  loaders: [loadEmail({ template: 'manage-link', manageUrl, language: 'en' })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: your link to manage your alerts')).toBeVisible();
    await expectInBothParts(canvasElement, 'Someone asked for a new link to manage the e-mail alerts of this address. It works for 30 days:');
    await expectInBothParts(canvasElement, 'Manage my alerts');
    await expectInBothParts(canvasElement, 'If it was not you, ignore this e-mail: nothing has changed.');
  },
};

export const InSpanish: Story = {
  args: { manageUrl, language: 'es', identity: undefined as never, siteUrl: storySiteUrl },
  loaders: [loadEmail({ template: 'manage-link', manageUrl, language: 'es' })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subject: Pacific Crest Realty: su enlace para administrar sus alertas')).toBeVisible();
    await expectInBothParts(canvasElement, 'Alguien pidió un enlace nuevo para administrar las alertas por correo electrónico de esta dirección. Funciona durante 30 días:');
    await expectInBothParts(canvasElement, 'Administrar mis alertas');
    await expectInBothParts(canvasElement, 'Si no fue usted, ignore este correo: no ha cambiado nada.');
  },
};
