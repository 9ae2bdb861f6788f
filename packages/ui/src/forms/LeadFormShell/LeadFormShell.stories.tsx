import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { buttonLabels, shortContactDefaults, ShortContactFormSchema, validationMessages, type ShortContactForm } from '@pcr/contracts';
import { expectDarkTheme, mobileViewport } from '../../../stories-support/story-helpers.js';
import { expectFieldError, expectHoneypot, pendingSubmit, typeInto, visitor, visitorSent } from '../../../stories-support/form-stories.js';
import { TextField } from '../Field/Field.js';
import { LeadFormShell, type LeadFormShellProps } from './LeadFormShell.js';
import { useLeadForm } from './useLeadForm.js';
import { useTranslate } from '../../i18n/locale-context.js';

const SEND = 'Send Message';

/** The short contact form's fields in a bare shell, as a new lead form would start (useLeadForm + the shell). */
function ContactFields({ actions, onSubmit, ...name }: Pick<LeadFormShellProps<never, never>, 'actions' | 'aria-label'> & { onSubmit: (values: ShortContactForm) => Promise<void> }) {
  const form = useLeadForm({
    schema: ShortContactFormSchema,
    defaultValues: { ...shortContactDefaults, website: '' },
    fields: ['name', 'email', 'phone', 'address'],
    onSubmit,
  });
  const { field } = form;
  const t = useTranslate();
  return (
    <LeadFormShell form={form} actions={actions} {...name}>
      <TextField label={t('Name')} autoComplete="name" {...field('name')} />
      <TextField label={t('Email')} type="email" autoComplete="email" {...field('email')} />
      <TextField label={t('Phone')} type="tel" autoComplete="tel" {...field('phone')} />
      <TextField label={t('Property address')} optional autoComplete="address-line1" {...field('address')} />
    </LeadFormShell>
  );
}

const submit = fn(async () => undefined);

/**
 * What every lead form shares around its own fields: the `<form>` (named for assistive technology;
 * no browser validation, the contract's schema validates), the hidden honeypot against bots, the
 * submit button (disabled until the script runs and while sending, with "Sending..." and a
 * spinner) and the privacy note with its link. Use it with `useLeadForm` for a new lead form: the
 * idle, error, submitting, success and failure states of spec section 4 come with it. Shown here
 * around the short contact form's fields.
 */
const meta = {
  title: 'Components/Forms/LeadFormShell',
  component: LeadFormShell,
  args: {
    'aria-label': 'Contact us',
    actions: { label: SEND, submittingLabel: buttonLabels.sending, notePrefix: 'By sending, you agree to our', privacyHref: '/privacy-policy' },
    form: undefined as never,
    children: undefined as never,
  },
  render: (args, { parameters }) => (
    <ContactFields actions={args.actions} aria-label={args['aria-label']} onSubmit={(parameters as { submit?: typeof submit }).submit ?? submit} />
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LeadFormShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the form named, the button enabled once the script runs, the privacy note, the honeypot out of sight. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: 'Contact us' });
    await expect(form).toHaveAttribute('novalidate');
    await expect(canvas.getByRole('button', { name: SEND })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: SEND })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByText(/By sending, you agree to our/)).toHaveTextContent('By sending, you agree to our Privacy Policy.');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expectHoneypot(canvasElement, canvas);
  },
};

/** Sent empty: the schema's messages on the fields, focus on the first, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expectFieldError(name, validationMessages.name);
    await expectFieldError(canvas.getByRole('textbox', { name: 'Email' }), validationMessages.email);
    await expectFieldError(canvas.getByRole('textbox', { name: 'Phone' }), validationMessages.phone);
    await expect(submit).not.toHaveBeenCalled();
    name.blur();
  },
};

/** While the request runs: "Sending..." with the spinner, the button disabled. */
export const Submitting: Story = {
  parameters: { submit: fn(pendingSubmit) },
  play: async ({ canvas, parameters, userEvent }) => {
    await typeInto(userEvent, canvas.getByRole('textbox', { name: 'Name' }), visitor.name);
    await typeInto(userEvent, canvas.getByRole('textbox', { name: 'Email' }), visitor.email);
    await typeInto(userEvent, canvas.getByRole('textbox', { name: 'Phone' }), visitor.phone);
    await typeInto(userEvent, canvas.getByRole('textbox', { name: 'Property address (optional)' }), visitor.address);
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    const button = await canvas.findByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    // The values as the schema parsed them (trimmed), with the honeypot left empty.
    await expect((parameters as { submit: typeof submit }).submit).toHaveBeenCalledWith({
      name: visitorSent.name,
      email: visitorSent.email,
      phone: visitorSent.phone,
      address: visitorSent.address,
      website: '',
    });
  },
};

/** `stacked` (narrow cards): the button full width, the note under it, at every size. */
export const Stacked: Story = {
  args: { actions: { stacked: true, label: SEND, submittingLabel: buttonLabels.sending, notePrefix: 'By sending, you agree to our', privacyHref: '/privacy-policy' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: SEND }).getBoundingClientRect();
    const field = canvas.getByRole('textbox', { name: 'Name' }).getBoundingClientRect();
    await expect(button.width).toBe(field.width);
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' }).getBoundingClientRect().top).toBeGreaterThan(button.bottom);
  },
};

/** `privacyHref: null`: no note beside the button. */
export const WithoutPrivacyNote: Story = {
  args: { actions: { label: SEND, submittingLabel: buttonLabels.sending, notePrefix: 'By sending, you agree to our', privacyHref: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: SEND })).toBeEnabled();
    await expect(canvas.queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
    await expect(canvas.queryByText(/By sending, you agree to our/)).toBeNull();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: SEND }).getBoundingClientRect();
    const field = canvas.getByRole('textbox', { name: 'Name' }).getBoundingClientRect();
    await expect(button.width).toBe(field.width);
  },
};

export const Dark: Story = {
  ...ValidationErrors,
  globals: { theme: 'dark' },
  play: async (context) => {
    await ValidationErrors.play?.(context);
    await expectDarkTheme(context.canvasElement);
  },
};
