import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectFitsScreen, narrowViewport, storyIdentity } from '../../../stories-support/story-helpers.js';
import { expectFieldError, expectHoneypot, expectIdleButton, expectNoFieldError, failingSubmit, pendingSubmit, typeInto, visitor } from '../../../stories-support/form-stories.js';
import { AlertForm } from './AlertForm.js';

const CREATE = 'Create alert';
const SEARCH_CONSENT = 'I agree to receive e-mail alerts from Pacific Crest Realty about these homes. I can stop them with one click in any alert.';
const HOME_CONSENT = 'I agree to receive e-mail alerts from Pacific Crest Realty about this home. I can stop them with one click in any alert.';
/** /properties?city=irvine&minBeds=3&sort=newest: the alert follows its filters, without the order. */
const search = 'city=irvine&minBeds=3';
const searchPage = '/properties?city=irvine&minBeds=3&sort=newest';

type Canvas = ReturnType<typeof within>;

function fields(canvas: Canvas, consent = SEARCH_CONSENT) {
  return {
    email: canvas.getByRole('textbox', { name: 'Email' }),
    instant: canvas.getByRole('radio', { name: 'Instant' }),
    daily: canvas.getByRole('radio', { name: 'Daily' }),
    weekly: canvas.getByRole('radio', { name: 'Weekly' }),
    consent: canvas.getByRole('checkbox', { name: consent }),
  };
}

/** The hidden inputs a form posted without JavaScript sends besides the fields. */
function hidden(canvasElement: HTMLElement, name: string) {
  return canvasElement.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
}

/**
 * E-mail alerts about a search of /properties (below its list) or one home (under its contact
 * form). A real form that posts to its page's own address without JavaScript (the server answers
 * with the page and `alert=sent`, `initialStatus` "sent", or with the page again and what it
 * refused, `answer`); with it, `onSubmit` sends it
 * and the form shows sending, a failure above its button, or once sent the request to confirm where
 * the form was.
 */
const meta = {
  title: 'Components/Forms/AlertForm',
  component: AlertForm,
  args: {
    subject: { kind: 'search', search },
    page: searchPage,
    identity: storyIdentity,
    onSubmit: fn(async () => undefined),
  },
  decorators: [
    // As on /properties: the width of the list (a home's page gives it a narrow column: `width`).
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters as { width?: number }).width ?? 1040 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AlertForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search's alert: the heading beside the form, Instant chosen, the box unticked; a real form with the search in it. */
export const IdleSearch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Get alerts for this search' })).toBeVisible();
    await expect(canvas.getByText("We'll e-mail you new homes that match it, price drops and homes back on the market.")).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Get alerts for this search' });
    const f = fields(canvas);
    await expect(f.email).toHaveValue('');
    await expect(canvas.getByRole('group', { name: 'How often' })).toBeVisible();
    await expect(f.instant).toBeChecked();
    await expect(f.instant).toHaveAccessibleDescription('As soon as they appear');
    await expect(f.daily).not.toBeChecked();
    await expect(f.weekly).not.toBeChecked();
    await expect(f.consent).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: CREATE })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

    // Without JavaScript the browser posts these very fields to the page itself (its route's action).
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', `${searchPage}#alert`);
    await expect(f.email).toHaveAttribute('name', 'email');
    for (const radio of [f.instant, f.daily, f.weekly]) await expect(radio).toHaveAttribute('name', 'frequency');
    await expect([f.instant, f.daily, f.weekly].map((radio) => radio.getAttribute('value'))).toEqual(['instant', 'daily', 'weekly']);
    await expect(f.consent).toHaveAttribute('name', 'consent');
    await expect(f.consent).toHaveAttribute('value', 'true');
    await expect(hidden(canvasElement, 'search')).toHaveValue(search);
    await expect(hidden(canvasElement, 'propertyId')).toBeNull();
    await expect(hidden(canvasElement, 'page')).toHaveValue(searchPage);
    await expectHoneypot(canvasElement, canvas);

    // Wide (the list's width): the heading beside the form.
    const heading = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    await expect(f.email.getBoundingClientRect().left).toBeGreaterThan(heading.right);
  },
};

/** A home's alert, in the narrow column of its page: the heading above the form, the home's id in it. */
export const IdleHome: Story = {
  args: { subject: { kind: 'home', propertyId: 'pcr-1001' }, page: '/properties/pcr-1001' },
  parameters: { width: 380 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Alert me about this home' })).toBeVisible();
    await expect(
      canvas.getByText("We'll e-mail you when its price drops, when it goes pending or sells, and if it comes back on the market."),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Alert me about this home' })).toHaveAttribute('action', '/properties/pcr-1001#alert');
    const f = fields(canvas, HOME_CONSENT);
    await expect(f.instant).toBeChecked();
    await expect(f.consent).not.toBeChecked();
    await expect(hidden(canvasElement, 'propertyId')).toHaveValue('pcr-1001');
    await expect(hidden(canvasElement, 'search')).toBeNull();
    await expect(hidden(canvasElement, 'page')).toHaveValue('/properties/pcr-1001');
    // Narrow: the heading above the form, the button as wide as the field.
    const heading = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    await expect(f.email.getBoundingClientRect().top).toBeGreaterThan(heading.bottom);
    const button = canvas.getByRole('button', { name: CREATE }).getBoundingClientRect();
    await expect(Math.round(button.width)).toBe(Math.round(f.email.getBoundingClientRect().width));
  },
};

/** Sent empty, then with an address but no consent: the contract's messages on the fields, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const f = fields(canvas);
    const button = canvas.getByRole('button', { name: CREATE });

    await userEvent.click(button);
    await waitFor(() => expect(f.email).toHaveFocus());
    await expectFieldError(f.email, 'Please enter a valid email address');
    await expectFieldError(f.consent, 'Please agree to receive these e-mails');
    await expect(canvas.getByText('Please agree to receive these e-mails')).toBeVisible();

    await typeInto(userEvent, f.email, visitor.email);
    await expectNoFieldError(f.email);
    await userEvent.click(button);
    await waitFor(() => expect(f.consent).toHaveFocus());
    await expectFieldError(f.consent, 'Please agree to receive these e-mails');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    f.consent.blur();
  },
};

/** While the request runs: "Sending..." and the button disabled; the values as the contract parsed them. */
export const Sending: Story = {
  args: { onSubmit: fn(pendingSubmit) },
  play: async ({ args, canvas, userEvent }) => {
    const f = fields(canvas);
    await typeInto(userEvent, f.email, visitor.email);
    await userEvent.click(f.daily);
    await userEvent.click(f.consent);
    await userEvent.click(canvas.getByRole('button', { name: CREATE }));

    const busy = await canvas.findByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: visitor.email,
      frequency: 'daily',
      consent: true,
      search,
      website: '',
      page: searchPage,
    });
    await expect(f.email).toHaveValue(visitor.email);
  },
};

/** Sent: the form gives way to the request to confirm, which takes the focus (and is read out). */
export const Sent: Story = {
  args: { subject: { kind: 'home', propertyId: 'pcr-1001' }, page: '/properties/pcr-1001' },
  parameters: { width: 380 },
  play: async ({ args, canvas, userEvent }) => {
    const f = fields(canvas, HOME_CONSENT);
    await typeInto(userEvent, f.email, visitor.email);
    await userEvent.click(f.weekly);
    await userEvent.click(f.consent);
    await userEvent.click(canvas.getByRole('button', { name: CREATE }));

    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Check your inbox');
    await expect(within(status).getByText('We sent a link to confirm your alert. Nothing else will come until you confirm.')).toBeVisible();
    await waitFor(() => expect(status).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: visitor.email,
      frequency: 'weekly',
      consent: true,
      propertyId: 'pcr-1001',
      website: '',
      page: '/properties/pcr-1001',
    });
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    // The heading stays: it says what was asked for.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Alert me about this home' })).toBeVisible();
  },
};

/** Back from the form posted without JavaScript (the address says `alert=sent`): the same message, the focus left alone. */
export const SentWithoutScript: Story = {
  args: { initialStatus: 'sent' },
  play: async ({ args, canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Check your inbox');
    await expect(status).toHaveTextContent('We sent a link to confirm your alert. Nothing else will come until you confirm.');
    await expect(status).not.toHaveFocus();
    await expect(canvasElement.querySelector('#alert')).toContainElement(status);
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The server's answer to the form posted without JavaScript that it refused (the page again, 400):
 * what the visitor typed, each message beside its field, the failure said above the button.
 */
export const FailedWithoutScript: Story = {
  args: {
    answer: {
      values: { email: 'buyer@example', frequency: 'weekly' },
      issues: [
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'consent', message: 'Please agree to receive these e-mails' },
      ],
    },
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your alert could not be saved. Please try again.');
    const f = fields(canvas);
    await expect(f.email).toHaveValue('buyer@example');
    await expect(f.email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(f.weekly).toBeChecked();
    await expect(f.instant).not.toBeChecked();
    await expect(f.consent).not.toBeChecked();
    await expect(f.consent).toHaveAccessibleDescription('Please agree to receive these e-mails');
    await expect(canvas.getByRole('form', { name: 'Get alerts for this search' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: CREATE })).toBeEnabled();
    // The card the server's answer scrolls to (`#alert`).
    await expect(canvasElement.querySelector('#alert')).toContainElement(canvas.getByRole('alert'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The request failed: said above the button (an alert), the values kept to try again. */
export const Error: Story = {
  args: { onSubmit: fn(failingSubmit) },
  play: async ({ args, canvas, userEvent }) => {
    const f = fields(canvas);
    await typeInto(userEvent, f.email, visitor.email);
    await userEvent.click(f.consent);
    await userEvent.click(canvas.getByRole('button', { name: CREATE }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your alert could not be saved. Please try again.');
    const button = await expectIdleButton(canvas, CREATE);
    await expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(f.email).toHaveValue(visitor.email);
    await expect(f.consent).toBeChecked();
    await expect(f.instant).toBeChecked();
    await expectNoFieldError(f.email);
    await expect(canvas.queryByRole('status')).toBeNull();
    button.blur();
  },
};

export const Dark: Story = {
  ...ValidationErrors,
  globals: { theme: 'dark' },
};

/** In Spanish on the narrowest phone: every word in Spanish (the brand as it is), the form posting to /es/alerts, the messages and the confirmation in Spanish. */
export const Spanish: Story = {
  globals: { ...narrowViewport, locale: 'es' },
  args: { page: `/es${searchPage}` },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Reciba alertas de esta búsqueda' })).toBeVisible();
    await expect(
      canvas.getByText('Le enviaremos por correo las casas nuevas que coincidan, las bajadas de precio y las casas que vuelvan al mercado.'),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Reciba alertas de esta búsqueda' })).toHaveAttribute('action', `/es${searchPage}#alert`);
    const email = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(canvas.getByRole('group', { name: 'Frecuencia' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Al instante' })).toHaveAccessibleDescription('En cuanto aparezcan');
    await expect(canvas.getByRole('radio', { name: 'Una vez al día' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Una vez por semana' })).not.toBeChecked();
    const consent = canvas.getByRole('checkbox', {
      name: 'Acepto recibir alertas por correo electrónico de Pacific Crest Realty sobre estas casas. Puedo cancelarlas con un solo clic desde cualquier alerta.',
    });
    await expect(canvas.getByText(/^Al crear una alerta, usted acepta nuestra/)).toHaveTextContent('Al crear una alerta, usted acepta nuestra Política de privacidad.');
    await expectFitsScreen(canvasElement);

    const button = canvas.getByRole('button', { name: 'Crear alerta' });
    await userEvent.click(button);
    await waitFor(() => expect(email).toHaveFocus());
    await expectFieldError(email, 'Escriba un correo electrónico válido');
    await expectFieldError(consent, 'Acepte recibir estos correos electrónicos');
    await expectFitsScreen(canvasElement);

    await typeInto(userEvent, email, visitor.email);
    await userEvent.click(consent);
    await userEvent.click(button);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Revise su bandeja de entrada');
    await expect(status).toHaveTextContent('Le enviamos un enlace para confirmar su alerta. No recibirá nada más hasta que la confirme.');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expectFitsScreen(canvasElement);
  },
};

/** A failure in Spanish: the message above the button. */
export const SpanishError: Story = {
  args: { onSubmit: fn(failingSubmit), subject: { kind: 'home', propertyId: 'pcr-1001' }, page: '/es/properties/pcr-1001' },
  parameters: { width: 380 },
  globals: { locale: 'es' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Avíseme sobre esta casa' })).toBeVisible();
    await typeInto(userEvent, canvas.getByRole('textbox', { name: 'Correo electrónico' }), visitor.email);
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: 'Acepto recibir alertas por correo electrónico de Pacific Crest Realty sobre esta casa. Puedo cancelarlas con un solo clic desde cualquier alerta.',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Crear alerta' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No pudimos guardar su alerta. Inténtelo de nuevo.');
    (await expectIdleButton(canvas, 'Crear alerta')).blur();
  },
};
