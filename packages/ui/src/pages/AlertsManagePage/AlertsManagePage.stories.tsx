import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { neighborhoods } from '@pcr/content';
import type { AlertChange, ManagedAlert } from '@pcr/contracts';
import { expectFitsScreen, narrowViewport, PageShell } from '../../../stories-support/story-helpers.js';
import { AlertsManagePage, type AlertsManagePageProps } from './AlertsManagePage.js';

const link = '/alerts/manage?lead=7d3f2c1e-5b8a-4f61-9c2d-0e4b6a8f1d23&token=example-manage-token';

/** An address's four alerts: a search by neighborhood, a paused home, a search by city waiting for confirmation, a home the MLS copy no longer has. */
const alerts: ManagedAlert[] = [
  {
    id: '0b6f8a52-6a1e-4c3d-9d9e-1f2a3b4c5d01',
    subject: { kind: 'search', search: { neighborhood: 'silver-lake', minPrice: 900_000, maxPrice: 1_600_000, minBeds: 3 } },
    frequency: 'instant',
    paused: false,
    confirmed: true,
    createdAt: '2026-11-02T17:12:00.000Z',
  },
  {
    id: '0b6f8a52-6a1e-4c3d-9d9e-1f2a3b4c5d02',
    subject: { kind: 'home', propertyId: 'pcr-1003', title: 'Woodbridge Lakeside Retreat' },
    frequency: 'daily',
    paused: true,
    confirmed: true,
    createdAt: '2026-11-03T09:40:00.000Z',
  },
  {
    id: '0b6f8a52-6a1e-4c3d-9d9e-1f2a3b4c5d03',
    subject: { kind: 'search', search: { city: 'irvine', type: 'condo', minBaths: 2 } },
    frequency: 'weekly',
    paused: false,
    confirmed: false,
    createdAt: '2026-11-20T21:05:00.000Z',
  },
  {
    id: '0b6f8a52-6a1e-4c3d-9d9e-1f2a3b4c5d04',
    subject: { kind: 'home', propertyId: 'OC26104418' },
    frequency: 'instant',
    paused: false,
    confirmed: true,
    createdAt: '2026-11-21T15:30:00.000Z',
  },
];
const [silverLake, woodbridge, irvine] = alerts as [ManagedAlert, ManagedAlert, ManagedAlert, ManagedAlert];

/** The API's answer to a change, in memory: what the page shows once `onChange` resolves. */
function applied(list: readonly ManagedAlert[], change: AlertChange): ManagedAlert[] {
  if (change.action === 'delete-all') return [];
  return list.map((alert) =>
    alert.id !== change.alert ? alert : change.action === 'frequency' ? { ...alert, frequency: change.frequency } : { ...alert, paused: change.action === 'pause' },
  );
}

/** The page with its alerts in state, as the route keeps them: each change the story's `onChange` accepts shows. */
function WithAlerts(args: AlertsManagePageProps) {
  const [shown, setShown] = useState(args.state);
  const onChange = async (change: AlertChange) => {
    await args.onChange(change);
    setShown((state) => (state.status === 'loaded' ? { status: 'loaded', alerts: applied(state.alerts, change) } : state));
  };
  return <AlertsManagePage {...args} state={shown} onChange={onChange} />;
}

/** The page every alert e-mail links to: an address's alerts, their changes, and every state of the link. */
const meta = {
  title: 'Pages/AlertsManagePage',
  component: AlertsManagePage,
  args: { state: { status: 'loaded', alerts }, neighborhoods, formAction: link, onChange: fn(async () => undefined) },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/alerts/manage">
      <WithAlerts {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof AlertsManagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each alert in words, how often it comes, paused or active, confirmed or waiting; every change is a form posted to the page itself. */
export const List: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Manage your alerts' })).toBeVisible();
    await expect(main.getByText('These are the e-mail alerts of the address this link was sent to.')).toBeVisible();
    const headings = main.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Homes in Silver Lake · $900,000–$1,600,000 · 3+ beds', 'Woodbridge Lakeside Retreat', 'Homes in Irvine · 2+ baths · Condo', 'OC26104418']);
    await expect(main.getByRole('link', { name: 'Woodbridge Lakeside Retreat' })).toHaveAttribute('href', '/properties/pcr-1003');
    await expect(main.getByRole('link', { name: 'OC26104418' })).toHaveAttribute('href', '/properties/OC26104418');
    await expect(main.getAllByText('Active')).toHaveLength(3);
    await expect(main.getAllByText('Paused')).toHaveLength(1);
    await expect(main.getAllByText('Confirmed')).toHaveLength(3);
    await expect(main.getByText('Waiting for confirmation')).toBeVisible();
    await expect(main.getByText('Nothing is sent until you confirm it with the link of the e-mail we sent.')).toBeVisible();
    const selects = main.getAllByRole('combobox', { name: 'How often' });
    await expect(selects.map((select) => (select as HTMLSelectElement).value)).toEqual(['instant', 'daily', 'weekly', 'instant']);
    await expect(main.getAllByRole('button', { name: 'Pause' })).toHaveLength(3);
    await expect(main.getAllByRole('button', { name: 'Resume' })).toHaveLength(1);
    for (const form of canvas.getByRole('main').querySelectorAll('form')) {
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', link);
    }
    await expect(main.getByRole('heading', { level: 2, name: 'Delete all my alerts' })).toBeVisible();
    await expect(main.getByText('This deletes every alert of this address: no alert e-mail will come again. It cannot be undone.')).toBeVisible();
  },
};

/** One alert not confirmed yet (nothing is sent until it is), and below it the one action for every alert. */
export const WaitingForConfirmation: Story = {
  args: { state: { status: 'loaded', alerts: [irvine] } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 3, name: 'Homes in Irvine · 2+ baths · Condo' })).toBeVisible();
    await expect(main.getByText('Waiting for confirmation')).toBeVisible();
    await expect(main.getByText('Nothing is sent until you confirm it with the link of the e-mail we sent.')).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'How often' })).toHaveValue('weekly');
    await expect(main.getByText('Daily and weekly alerts come around 7 a.m. Pacific time.')).toBeVisible();
    const tick = main.getByRole('checkbox', { name: 'Yes, delete all my alerts' });
    await expect(tick).not.toBeChecked();
    await expect(tick).toBeRequired();
  },
};

/** A new frequency, saved with its button (scripts on): the page says so in its live region, and the focus stays on the button. */
export const FrequencySaved: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    const [first] = main.getAllByRole('combobox', { name: 'How often' });
    await userEvent.selectOptions(first!, 'Weekly');
    const [save] = main.getAllByRole('button', { name: 'Save' });
    await userEvent.click(save!);
    await expect(args.onChange).toHaveBeenCalledWith({ action: 'frequency', alert: silverLake.id, frequency: 'weekly' });
    await expect(await main.findByRole('status')).toHaveTextContent('Your changes are saved.');
    await expect(save).toHaveFocus();
    // Now weekly, like the third: the hour of the daily and weekly e-mails is said under each of them.
    await expect(main.getAllByText('Daily and weekly alerts come around 7 a.m. Pacific time.')).toHaveLength(3);
  },
};

/** Paused, then resumed: each button says what it will do. */
export const PauseAndResume: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getAllByRole('button', { name: 'Pause' })[0]!);
    await expect(args.onChange).toHaveBeenCalledWith({ action: 'pause', alert: silverLake.id });
    await waitFor(() => expect(main.getAllByRole('button', { name: 'Resume' })).toHaveLength(2));
    await userEvent.click(main.getAllByRole('button', { name: 'Resume' })[1]!);
    await expect(args.onChange).toHaveBeenLastCalledWith({ action: 'resume', alert: woodbridge.id });
    await waitFor(() => expect(main.getAllByText('Paused')).toHaveLength(1));
    await expect(main.getByRole('status')).toHaveTextContent('Your changes are saved.');
  },
};

/** While a change is on its way its button says so, and no other change can start. */
export const Saving: Story = {
  args: { onChange: fn(() => new Promise<undefined>(() => undefined)) },
  play: async ({ canvas, args, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getAllByRole('button', { name: 'Pause' })[0]!);
    const saving = main.getByRole('button', { name: 'Saving…' });
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    await expect(main.getByRole('button', { name: 'Resume' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(main.getByRole('button', { name: 'Resume' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** The change failed (the server was away): the alerts stay as they were, with a message to try again. */
export const SaveFailed: Story = {
  args: { onChange: fn(() => Promise.reject<undefined>(new Error('503: Service Unavailable'))) },
  play: async ({ canvas, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getAllByRole('button', { name: 'Pause' })[0]!);
    const alert = await main.findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2, name: 'We could not save your change' })).toBeVisible();
    await expect(alert).toHaveTextContent('Please try again in a moment.');
    await waitFor(() => expect(main.getAllByRole('button', { name: 'Pause' })).toHaveLength(3));
    await expect(main.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Deleting every alert asks for the tick first (the browser's own check, with or without scripts); then the list is gone and the focus is on the notice. */
export const DeleteAll: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    const button = main.getByRole('button', { name: 'Delete all my alerts' });
    await userEvent.click(button);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(main.getByRole('checkbox', { name: 'Yes, delete all my alerts' }));
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenCalledWith({ action: 'delete-all' });
    await expect(await main.findByRole('heading', { level: 2, name: 'You have no alerts' })).toBeVisible();
    await waitFor(() => expect(main.getByText('Your changes are saved.')).toHaveFocus());
  },
};

/** Back from a change posted without scripts (`saved=1`): the notice is there from the start. */
export const SavedWithoutScripts: Story = {
  args: { answer: 'saved', state: { status: 'loaded', alerts: [silverLake, { ...woodbridge, paused: false }] } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent('Your changes are saved.');
    await expect(main.queryByText('Paused')).toBeNull();
  },
};

/** Back from a change the server refused (`saved=0`: an alert not the address's, a change it does not know). */
export const RefusedWithoutScripts: Story = {
  args: { answer: 'refused' },
  play: async ({ canvas }) => {
    const alert = within(canvas.getByRole('main')).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2, name: 'We could not save your change' })).toBeVisible();
  },
};

/** No alert left (all deleted, or each stopped from its e-mail): a way to make one. */
export const Empty: Story = {
  args: { state: { status: 'loaded', alerts: [] } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 2, name: 'You have no alerts' })).toBeVisible();
    await expect(main.getByText('Create one for a search or a home from our list of properties.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'View All Properties' })).toHaveAttribute('href', '/properties');
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

/** A link not signed by the site (or of another purpose: an unsubscribe link cannot manage alerts). */
export const InvalidLink: Story = {
  args: { state: { status: 'invalid' } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(main.getByText('This link to manage alerts is not valid.')).toBeVisible();
    await expect(main.getByText('Every alert e-mail has a link to this page: please use the one in your latest alert.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    await expect(main.queryByRole('button')).toBeNull();
  },
};

/** A link of ours past its 30 days (decision 0047): one form, which has a fresh link sent to the address. */
export const ExpiredLink: Story = {
  args: { state: { status: 'expired' } },
  play: async ({ canvas, args }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    await expect(main.getByText('For your privacy, a link to manage alerts works for 30 days. We can send a new one to the address these alerts go to.')).toBeVisible();
    const button = main.getByRole('button', { name: 'Send me a new link' });
    const form = button.closest('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', link);
    await expect(form.querySelector('input[name="action"]')).toHaveAttribute('value', 'renew');
    // No alert is shown, and no change can be made from an expired link.
    await expect(main.queryByRole('list')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The fresh link was asked for: the page says where it went, honestly (the hourly limit may have held it). */
export const ExpiredLinkRenewed: Story = {
  args: { state: { status: 'expired' }, answer: 'renewed' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent(
      'A new link is on its way to the address these alerts go to, unless we sent one in the last hour. Please look in that mailbox.',
    );
  },
};

export const SpanishExpiredLinkRenewed: Story = {
  args: { state: { status: 'expired' }, answer: 'renewed' },
  globals: { locale: 'es', ...narrowViewport },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Este enlace ha vencido' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Envíenme un enlace nuevo' })).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent('Un enlace nuevo va en camino a la dirección a la que llegan estas alertas, salvo que le hayamos enviado uno en la última hora. Revise ese buzón.');
    await expectFitsScreen(canvasElement);
  },
};

/** The check itself failed (not the link): try again later. */
export const Unavailable: Story = {
  args: { state: { status: 'unavailable' } },
  play: async ({ canvas }) => {
    const alert = within(canvas.getByRole('main')).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2, name: 'We could not check this link' })).toBeVisible();
    await expect(alert).toHaveTextContent('Please try again in a moment.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

const spanish = { ...narrowViewport, locale: 'es' } as const;

/** In Spanish on the narrowest phone: the alerts in its words, and nothing wider than the screen. */
export const SpanishList: Story = {
  globals: spanish,
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Administre sus alertas' })).toBeVisible();
    const headings = main.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Casas en Silver Lake · $900,000–$1,600,000 · 3+ recámaras', 'Woodbridge Lakeside Retreat', 'Casas en Irvine · 2+ baños · Condominio', 'OC26104418']);
    await expect(main.getByRole('link', { name: 'Woodbridge Lakeside Retreat' })).toHaveAttribute('href', '/es/properties/pcr-1003');
    await expect(main.getByText('Pendiente de confirmación')).toBeVisible();
    await expect(main.getAllByRole('combobox', { name: 'Frecuencia' })).toHaveLength(4);
    await expect(main.getAllByRole('option', { name: 'Una vez por semana' })).toHaveLength(4);
    await expect(main.getAllByRole('button', { name: 'Pausar' })).toHaveLength(3);
    await expect(main.getByRole('button', { name: 'Reanudar' })).toBeVisible();
    await expect(main.getByRole('checkbox', { name: 'Sí, eliminar todas mis alertas' })).toBeVisible();
    await expectFitsScreen(canvasElement);
  },
};

export const SpanishSaved: Story = {
  globals: spanish,
  args: { answer: 'saved', state: { status: 'loaded', alerts: [silverLake] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent('Sus cambios están guardados.');
    await expectFitsScreen(canvasElement);
  },
};

export const SpanishSaving: Story = {
  globals: spanish,
  args: { state: { status: 'loaded', alerts: [irvine] }, onChange: fn(() => new Promise<undefined>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: 'Guardar' }));
    await expect(main.getByRole('button', { name: 'Guardando…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SpanishSaveFailed: Story = {
  globals: spanish,
  args: { state: { status: 'loaded', alerts: [irvine] }, onChange: fn(() => Promise.reject<undefined>(new Error('503: Service Unavailable'))) },
  play: async ({ canvas, userEvent }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: 'Pausar' }));
    const alert = await main.findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2, name: 'No pudimos guardar su cambio' })).toBeVisible();
    await expect(alert).toHaveTextContent('Inténtelo de nuevo en un momento.');
  },
};

export const SpanishEmpty: Story = {
  globals: spanish,
  args: { state: { status: 'loaded', alerts: [] } },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 2, name: 'No tiene alertas' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ver todas las propiedades' })).toHaveAttribute('href', '/es/properties');
    await expectFitsScreen(canvasElement);
  },
};

export const SpanishChecking: Story = {
  globals: spanish,
  args: { state: { status: 'checking' } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent('Comprobando su enlace…');
  },
};

export const SpanishInvalidLink: Story = {
  globals: spanish,
  args: { state: { status: 'invalid' } },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Este enlace no funciona' })).toBeVisible();
    await expect(main.getByText('Este enlace para administrar alertas no es válido.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ir a la página principal' })).toHaveAttribute('href', '/es');
    await expectFitsScreen(canvasElement);
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
