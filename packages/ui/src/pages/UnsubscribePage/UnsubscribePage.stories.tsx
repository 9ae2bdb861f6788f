import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectFitsScreen, narrowViewport, PageShell } from '../../../stories-support/story-helpers.js';
import { UnsubscribePage } from './UnsubscribePage.js';

const link = '/unsubscribe?lead=5f1c9a52-8a3e-4d55-9a55-0c3b2f3a9e11&token=example-unsubscribe-token';

/** The page of an e-mail's unsubscribe link: a subscription's (every e-mail to the address) or an alert's (that alert), in every state. */
const meta = {
  title: 'Pages/UnsubscribePage',
  component: UnsubscribePage,
  args: { state: { status: 'confirm', scope: 'address' }, formAction: link, onStop: fn(async () => undefined) },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/unsubscribe">
      <UnsubscribePage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof UnsubscribePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A subscription's link, checked: one button, in a form that also works without scripts (it posts to the page itself). */
export const Confirm: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(main.getByText('Stop all e-mails from us to the address of this subscription?')).toBeVisible();
    const button = main.getByRole('button', { name: 'Unsubscribe' });
    const form = button.closest('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', link);
    await expect(form.querySelector('input[type="hidden"]')).toHaveAttribute('name', 'List-Unsubscribe');
    await userEvent.click(button);
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

/** An alert's link stops that alert only. */
export const ConfirmAlert: Story = {
  args: { state: { status: 'confirm', scope: 'alert' } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Stop this alert' })).toBeVisible();
    await expect(main.getByText('Stop this alert? You will get no more e-mails about this search or home.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Stop this alert' })).toBeVisible();
  },
};

/** While the request is on its way the button says so and cannot send twice. */
export const Stopping: Story = {
  args: { onStop: fn(() => new Promise<undefined>(() => undefined)) },
  play: async ({ canvas, args, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: 'Unsubscribe' }));
    const button = main.getByRole('button', { name: 'Stopping…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

/** The request failed (the server was away): the button stays, with a message to try again. */
export const StopFailed: Story = {
  args: { onStop: fn(() => Promise.reject<undefined>(new Error('503: Service Unavailable'))) },
  play: async ({ canvas, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: 'Unsubscribe' }));
    const alert = await main.findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeVisible();
    await expect(alert).toHaveTextContent('Please try again in a moment.');
    await waitFor(() => expect(main.getByRole('button', { name: 'Unsubscribe' })).toBeVisible());
  },
};

export const Unsubscribed: Story = {
  args: { state: { status: 'done', scope: 'address' } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent('You are unsubscribed: we will not e-mail this address again unless you subscribe again.');
    await expect(main.queryByRole('button')).toBeNull();
    await expect(main.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  },
};

export const AlertStopped: Story = {
  args: { state: { status: 'done', scope: 'alert' } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Alert stopped' })).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent('This alert is stopped: it will send no more e-mails.');
  },
};

/** A link not signed by the site. */
export const InvalidLink: Story = {
  args: { state: { status: 'invalid' } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(main.getByText('This unsubscribe link is not valid.')).toBeVisible();
    await expect(main.queryByRole('button')).toBeNull();
  },
};

/** Opened after an in-app navigation: the link is being checked. */
export const Checking: Story = {
  args: { state: { status: 'checking' } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent('Checking your link…');
  },
};

/** The check itself failed (not the link): try again later. */
export const Unavailable: Story = {
  args: { state: { status: 'unavailable' } },
  play: async ({ canvas }) => {
    const alert = within(canvas.getByRole('main')).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2, name: 'We could not check this link' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { state: { status: 'confirm', scope: 'alert' } },
  globals: { theme: 'dark' },
};

const spanish = { ...narrowViewport, locale: 'es' } as const;

/** In Spanish on the narrowest phone: its words, and nothing wider than the screen. */
export const SpanishConfirm: Story = {
  globals: spanish,
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Cancelar la suscripción' })).toBeVisible();
    await expect(main.getByText('¿Dejar de recibir todos nuestros correos en la dirección de esta suscripción?')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Cancelar la suscripción' })).toBeVisible();
    await expectFitsScreen(canvasElement);
  },
};

export const SpanishConfirmAlert: Story = {
  globals: spanish,
  args: { state: { status: 'confirm', scope: 'alert' } },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Detener esta alerta' })).toBeVisible();
    await expect(main.getByText('¿Detener esta alerta? No recibirá más correos sobre esta búsqueda o vivienda.')).toBeVisible();
    await expectFitsScreen(canvasElement);
  },
};

export const SpanishStopping: Story = {
  globals: spanish,
  args: { onStop: fn(() => new Promise<undefined>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: 'Cancelar la suscripción' }));
    await expect(main.getByRole('button', { name: 'Deteniendo…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SpanishStopFailed: Story = {
  globals: spanish,
  args: { onStop: fn(() => Promise.reject<undefined>(new Error('503: Service Unavailable'))) },
  play: async ({ canvas, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: 'Cancelar la suscripción' }));
    const alert = await main.findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2, name: 'Algo salió mal' })).toBeVisible();
    await expect(alert).toHaveTextContent('Inténtelo de nuevo en un momento.');
  },
};

export const SpanishUnsubscribed: Story = {
  globals: spanish,
  args: { state: { status: 'done', scope: 'address' } },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Suscripción cancelada' })).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent('Su suscripción está cancelada: no volveremos a escribir a esta dirección a menos que usted se suscriba de nuevo.');
    await expect(main.getByRole('link', { name: 'Ir a la página principal' })).toHaveAttribute('href', '/es');
    await expectFitsScreen(canvasElement);
  },
};

export const SpanishAlertStopped: Story = {
  globals: spanish,
  args: { state: { status: 'done', scope: 'alert' } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Alerta detenida' })).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent('Esta alerta está detenida: no enviará más correos.');
  },
};

export const SpanishInvalidLink: Story = {
  globals: spanish,
  args: { state: { status: 'invalid' } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Este enlace no funciona' })).toBeVisible();
    await expect(main.getByText('Este enlace para cancelar la suscripción no es válido.')).toBeVisible();
  },
};

export const SpanishChecking: Story = {
  globals: spanish,
  args: { state: { status: 'checking' } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent('Comprobando su enlace…');
  },
};

export const SpanishUnavailable: Story = {
  globals: spanish,
  args: { state: { status: 'unavailable' } },
  play: async ({ canvas }) => {
    const alert = within(canvas.getByRole('main')).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2, name: 'No pudimos comprobar este enlace' })).toBeVisible();
  },
};
