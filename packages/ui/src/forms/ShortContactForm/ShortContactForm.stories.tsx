import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, waitFor } from 'storybook/test';
import { findNeighborhood, properties } from '@pcr/content';
import { mobileViewport } from '../../../stories-support/story-helpers.js';
import {
  expectFieldError,
  expectHoneypot,
  expectIdleButton,
  expectNoFieldError,
  failingSubmit,
  invalidVisitor,
  pendingSubmit,
  typeInto,
  validationFailure,
  visitor,
  visitorSent,
} from '../../../stories-support/form-stories.js';
import { SHORT_CONTACT_DEFAULT_DESCRIPTION, SHORT_CONTACT_DEFAULT_HEADING, ShortContactForm } from './ShortContactForm.js';

const irvine = findNeighborhood('irvine');
const SEND = 'Send Message';

type Canvas = ReturnType<typeof within>;

function fields(canvas: Canvas) {
  return {
    name: canvas.getByRole('textbox', { name: 'Name' }),
    email: canvas.getByRole('textbox', { name: 'Email' }),
    phone: canvas.getByRole('textbox', { name: 'Phone' }),
    address: canvas.getByRole('textbox', { name: 'Property address (optional)' }),
  };
}

const meta = {
  title: 'Components/Forms/ShortContactForm',
  component: ShortContactForm,
  args: { onSubmit: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 460 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShortContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home hero: "Talk to an Agent", empty fields, the button ready. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const form = canvas.getByRole('form', { name: SHORT_CONTACT_DEFAULT_HEADING });
    await expect(canvas.getByRole('heading', { level: 2, name: SHORT_CONTACT_DEFAULT_HEADING })).toBeVisible();
    await expect(canvas.getByText(SHORT_CONTACT_DEFAULT_DESCRIPTION)).toBeVisible();
    await expect(form).toHaveAttribute('novalidate');

    const { name, email, phone, address } = fields(canvas);
    // WCAG 1.3.5: a one-line address field takes address-line1 (street-address is for multi-line controls).
    await expect(address).toHaveAttribute('autocomplete', 'address-line1');
    await expect(canvas.getByRole('button', { name: SEND })).toBeEnabled();
    for (const field of [name, email, phone, address]) {
      await expect(field).toBeVisible();
      await expect(field).toHaveValue('');
      await expectNoFieldError(field);
    }
    await expect(email).toHaveAttribute('type', 'email');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(name).toHaveAttribute('autocomplete', 'name');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expectHoneypot(canvasElement, canvas);

    // Keyboard order: the fields, then the button; the honeypot is never reached.
    await userEvent.click(address);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: SEND })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Submitting empty, then too-short values: every rule's message of spec section 5 on its field. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const { name, email, phone, address } = fields(canvas);
    const button = canvas.getByRole('button', { name: SEND });

    await userEvent.click(button);
    await waitFor(() => expect(name).toHaveFocus());
    await expectFieldError(name, 'Please enter your name');
    await expectFieldError(email, 'Please enter a valid email address');
    await expectFieldError(phone, 'Please enter a valid phone number');
    await expectNoFieldError(address);

    await typeInto(userEvent, name, invalidVisitor.name);
    await typeInto(userEvent, email, invalidVisitor.email);
    await typeInto(userEvent, phone, invalidVisitor.phone);
    await userEvent.click(button);
    await waitFor(() => expect(name).toHaveFocus());
    await expectFieldError(name, 'Please enter your name');
    await expectFieldError(email, 'Please enter a valid email address');
    await expectFieldError(phone, 'Please enter a valid phone number');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(button).toBeEnabled();

    // Corrected fields clear their message as the visitor types.
    await typeInto(userEvent, name, visitor.name);
    await expectNoFieldError(name);
    await expectFieldError(email, 'Please enter a valid email address');
    name.blur();
  },
};

/** While the request runs: "Sending...", the button disabled, a second click sends nothing. */
export const Submitting: Story = {
  args: { onSubmit: fn(pendingSubmit) },
  play: async ({ args, canvas, userEvent }) => {
    const { name, email, phone } = fields(canvas);
    await typeInto(userEvent, name, visitor.name);
    await typeInto(userEvent, email, visitor.email);
    await typeInto(userEvent, phone, visitor.phone);
    await userEvent.click(canvas.getByRole('button', { name: SEND }));

    const busy = await canvas.findByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: SEND })).toBeNull();
    await userEvent.click(busy);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(name).toHaveValue(visitor.name);
  },
};

/** A successful send: the values go out trimmed and the form is empty again. */
export const Success: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const { name, email, phone, address } = fields(canvas);
    await typeInto(userEvent, name, visitor.name);
    await typeInto(userEvent, email, visitor.email);
    await typeInto(userEvent, phone, visitor.phone);
    await typeInto(userEvent, address, visitor.address);
    await userEvent.click(canvas.getByRole('button', { name: SEND }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: visitorSent.name,
      email: visitorSent.email,
      phone: visitorSent.phone,
      address: visitorSent.address,
      website: '',
    });
    await expectIdleButton(canvas, SEND);
    for (const field of [name, email, phone, address]) {
      await waitFor(() => expect(field).toHaveValue(''));
      await expectNoFieldError(field);
    }
  },
};

/** The request failed: the button is ready again and every value is kept for another try. */
export const Failure: Story = {
  args: { onSubmit: fn(failingSubmit) },
  play: async ({ args, canvas, userEvent }) => {
    const { name, email, phone, address } = fields(canvas);
    await typeInto(userEvent, name, visitor.name);
    await typeInto(userEvent, email, visitor.email);
    await typeInto(userEvent, phone, visitor.phone);
    await userEvent.click(canvas.getByRole('button', { name: SEND }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const button = await expectIdleButton(canvas, SEND);
    await expect(name).toHaveValue(visitor.name);
    await expect(email).toHaveValue(visitor.email);
    await expect(phone).toHaveValue(visitor.phone);
    await expect(address).toHaveValue('');
    for (const field of [name, email, phone, address]) await expectNoFieldError(field);
    button.blur();
  },
};

/** The API answered 400 with field issues: each message shows on its field, focus on the first. */
export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn(
      validationFailure([
        { path: 'phone', message: 'Please enter a valid phone number' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'website', message: 'ignored: not a field people see' },
      ]),
    ),
  },
  play: async ({ args, canvas, userEvent }) => {
    const { name, email, phone, address } = fields(canvas);
    await typeInto(userEvent, name, visitor.name);
    await typeInto(userEvent, email, visitor.email);
    await typeInto(userEvent, phone, visitor.phone);
    await userEvent.click(canvas.getByRole('button', { name: SEND }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(email).toHaveFocus());
    await expectFieldError(email, 'Please enter a valid email address');
    await expectFieldError(phone, 'Please enter a valid phone number');
    await expectNoFieldError(name);
    await expectNoFieldError(address);
    await expect(email).toHaveValue(visitor.email);
    await expectIdleButton(canvas, SEND);
    email.blur();
  },
};

/** Neighborhood detail: the card names the area the visitor is looking at. */
export const NeighborhoodDetail: Story = {
  args: {
    heading: `Interested in ${irvine?.name ?? 'this area'}?`,
    headingLevel: 'h3',
  },
  play: async ({ canvas }) => {
    const heading = `Interested in ${irvine?.name ?? 'this area'}?`;
    await expect(canvas.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    await expect(canvas.getByRole('form', { name: heading })).toBeVisible();
  },
};

const property = properties[0];

/** Property detail: the address field starts with the home's location. */
export const PropertyDetail: Story = {
  args: {
    heading: 'Ask About This Home',
    description: property ? `${property.title}, ${property.location}` : undefined,
    headingLevel: 'h3',
    defaultValues: { address: property?.location ?? '' },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Ask About This Home' })).toBeVisible();
    await expect(fields(canvas).address).toHaveValue(args.defaultValues?.address ?? '');
    await expect(fields(canvas).address).not.toHaveValue('');
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    const { name } = fields(canvas);
    const button = canvas.getByRole('button', { name: SEND });
    // Fields and button span the card; nothing overflows the small screen.
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(Math.round(name.getBoundingClientRect().width));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Dark theme with the validation messages showing (their colours meet AA on the dark card). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    const { name, email, phone } = fields(canvas);
    await waitFor(() => expect(name).toHaveFocus());
    await expectFieldError(name, 'Please enter your name');
    await expectFieldError(email, 'Please enter a valid email address');
    await expectFieldError(phone, 'Please enter a valid phone number');
    name.blur();
  },
};

/** On a Spanish page: its labels, the spec's messages in Spanish, the button while sending. */
export const SpanishValidationErrors: Story = {
  globals: { locale: 'es' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Hable con un agente' })).toBeVisible();
    await expect(canvas.getByText('Déjenos sus datos y un agente local le responderá en menos de 24 horas.')).toBeVisible();
    const name = canvas.getByRole('textbox', { name: 'Nombre' });
    const email = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    const phone = canvas.getByRole('textbox', { name: 'Teléfono' });
    const address = canvas.getByRole('textbox', { name: 'Dirección de la propiedad (opcional)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(name).toHaveFocus());
    await expectFieldError(name, 'Escriba su nombre');
    await expectFieldError(email, 'Escriba un correo electrónico válido');
    await expectFieldError(phone, 'Escriba un número de teléfono válido');
    await expectNoFieldError(address);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/es/privacy-policy');
    name.blur();
  },
};
