import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectFitsScreen, narrowViewport, PageShell } from '../../../stories-support/story-helpers.js';
import { SubscriptionConfirmationPage } from './SubscriptionConfirmationPage.js';

const link = '/subscribe/confirm?lead=7d3f2c1e-5b8a-4f61-9c2d-0e4b6a8f1d23&token=example-confirmation-token';

/** The page a new subscription's or alert's e-mail links to (double opt-in): every state of the link. */
const meta = {
  title: 'Pages/SubscriptionConfirmationPage',
  component: SubscriptionConfirmationPage,
  args: { state: 'unconfirmed', formAction: link, onConfirm: fn(async () => undefined) },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/subscribe/confirm">
      <SubscriptionConfirmationPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof SubscriptionConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link checked: one button, in a form that also works without scripts (it posts to the page itself). */
export const Unconfirmed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    await expect(main.getByText('Confirm that you want our updates at the address this link was sent to.')).toBeVisible();
    const button = main.getByRole('button', { name: 'Confirm my subscription' });
    const form = button.closest('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', link);
    await userEvent.click(button);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** While the confirmation is on its way the button says so and cannot be pressed twice. */
export const Confirming: Story = {
  args: { onConfirm: fn(() => new Promise<undefined>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: 'Confirm my subscription' }));
    await expect(main.getByRole('button', { name: 'Confirming...' })).toBeDisabled();
  },
};

/** The confirmation failed (the server was away): the button stays, with a message to try again. */
export const ConfirmFailed: Story = {
  args: { onConfirm: fn(() => Promise.reject<undefined>(new Error('503: Service Unavailable'))) },
  play: async ({ canvas, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: 'Confirm my subscription' }));
    const alert = await main.findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2, name: 'We could not confirm your subscription' })).toBeVisible();
    await expect(alert).toHaveTextContent('Please try again in a moment.');
    await waitFor(() => expect(main.getByRole('button', { name: 'Confirm my subscription' })).toBeEnabled());
  },
};

export const Confirmed: Story = {
  args: { state: 'confirmed' },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
    await expect(main.queryByRole('button')).toBeNull();
    await expect(main.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  },
};

/** A link not signed by the site, or of a request left unconfirmed for 7 days (then deleted). */
export const InvalidLink: Story = {
  args: { state: 'invalid' },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(main.getByText('This confirmation link is not valid or has expired.')).toBeVisible();
    await expect(main.getByText('A link to confirm a subscription works for 7 days. To subscribe again, use the form on our homepage.')).toBeVisible();
    await expect(main.queryByRole('button')).toBeNull();
  },
};

/** Opened in the browser after a client-side navigation: the link is being checked. */
export const Checking: Story = {
  args: { state: 'checking' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent('Checking your link…');
  },
};

/** The check itself failed (not the link): try again later. */
export const Unavailable: Story = {
  args: { state: 'unavailable' },
  play: async ({ canvas }) => {
    const alert = within(canvas.getByRole('main')).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2, name: 'We could not check this link' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

/** In Spanish on the narrowest phone: its words, and nothing wider than the screen. */
export const SpanishNarrow: Story = {
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Confirme su suscripción' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Confirmar mi suscripción' })).toBeVisible();
    await expectFitsScreen(canvasElement);
  },
};

export const SpanishConfirmed: Story = {
  args: { state: 'confirmed' },
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Su suscripción está confirmada' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ir a la página principal' })).toHaveAttribute('href', '/es');
    await expectFitsScreen(canvasElement);
  },
};

/** The link of an alert's e-mail: the page names the alert, not the newsletter. */
export const AlertUnconfirmed: Story = {
  args: { kind: 'alert' },
  play: async ({ canvas, args, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Confirm your alert' })).toBeVisible();
    await expect(main.getByText('Confirm that you want e-mail alerts about homes at the address this link was sent to.')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Confirm my alert' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const AlertConfirmed: Story = {
  args: { kind: 'alert', state: 'confirmed' },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Your alert is confirmed' })).toBeVisible();
    await expect(
      main.getByText('Thank you. We will e-mail this address when homes match your alert; every alert has links to manage it or stop it.'),
    ).toBeVisible();
  },
};

/** An alert's link in Spanish on the narrowest phone. */
export const SpanishAlertConfirmed: Story = {
  args: { kind: 'alert', state: 'confirmed' },
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Su alerta está confirmada' })).toBeVisible();
    await expect(
      main.getByText('Gracias. Le escribiremos a esta dirección cuando haya casas que coincidan con su alerta; cada alerta incluye enlaces para administrarla o detenerla.'),
    ).toBeVisible();
    await expectFitsScreen(canvasElement);
  },
};
