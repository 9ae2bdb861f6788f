import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { HOW_DID_YOU_HEAR, PROPERTY_INTERESTS, validationMessages } from '@pcr/contracts';
import { expectDarkTheme, mobileViewport } from '../../../stories-support/story-helpers.js';
import { visitor } from '../../../stories-support/form-stories.js';
import { SelectField, TextAreaField, TextField } from './Field.js';
import { FieldRow } from './FieldRow.js';
import { useTranslate } from '../../i18n/locale-context.js';

/** A field's registration as react-hook-form's `register(name)` returns it, with spies for its handlers. */
function registration(name: string): UseFormRegisterReturn {
  return { name, onChange: fn(async () => undefined), onBlur: fn(async () => undefined), ref: () => undefined };
}

/**
 * The fields of the lead forms, each a FieldShell around a native control: `TextField` (one line:
 * text, email or tel), `TextAreaField` (a message) and `SelectField` (a native select with the
 * site's chevron). Each takes its react-hook-form registration (`useLeadForm`'s `field(name)`
 * gives it, with the field's message). `FieldRow` puts fields side by side when the form is wide
 * enough and stacks them when it is not. Use them inside `LeadFormShell` for a new lead form.
 */
const meta = {
  title: 'Components/Forms/Field',
  component: TextField,
  subcomponents: { TextAreaField, SelectField, FieldRow },
  args: { label: 'Name', autoComplete: 'name', registration: registration('name') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line of text; what is typed goes to the form through the registration. */
export const Text: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('name', 'name');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('autocomplete', 'name');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(input, visitor.name.trim());
    await expect(input).toHaveValue('Ana Torres');
    await expect(args.registration.onChange).toHaveBeenCalled();
    input.blur();
    await expect(args.registration.onBlur).toHaveBeenCalled();
  },
};

/** An e-mail address: the type brings the e-mail keyboard on phones. */
export const Email: Story = {
  args: { label: 'Email', type: 'email', autoComplete: 'email', registration: registration('email') },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

/** After a failed submit: the spec's message under the field, read with it. */
export const WithError: Story = {
  args: { label: 'Email', type: 'email', autoComplete: 'email', registration: registration('email'), error: validationMessages.email },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
  },
};

/** The message box: six rows, as on /contact. */
export const TextArea: Story = {
  render: function MessageBox() {
    const t = useTranslate();
    return <TextAreaField label={t('Message')} rows={6} registration={registration('message')} />;
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(textarea).toHaveAttribute('rows', '6');
    await expect(textarea).toHaveAttribute('name', 'message');
  },
};

/** A native select with the contract's options. */
export const Select: Story = {
  render: function InterestSelect() {
    const t = useTranslate();
    return <SelectField label={t("I'm interested in")} options={PROPERTY_INTERESTS} registration={registration('propertyInterest')} />;
  },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: "I'm interested in" });
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([...PROPERTY_INTERESTS]);
    await expect(select).toHaveValue('Buying');
    await userEvent.selectOptions(select, 'Selling');
    await expect(select).toHaveValue('Selling');
    select.blur();
  },
};

/** Two rows of the /contact form: side by side where there is room. */
export const Row: Story = {
  render: function ContactRows() {
    const t = useTranslate();
    return (
      <div style={{ display: 'grid', gap: 20 }}>
        <FieldRow>
          <TextField label={t('Email')} type="email" autoComplete="email" registration={registration('email')} />
          <TextField label={t('Phone')} type="tel" autoComplete="tel" registration={registration('phone')} error={validationMessages.phone} />
        </FieldRow>
        <FieldRow>
          <SelectField label={t("I'm interested in")} options={PROPERTY_INTERESTS} registration={registration('propertyInterest')} />
          <SelectField label={t('How did you hear about us?')} options={HOW_DID_YOU_HEAR} registration={registration('howDidYouHear')} />
        </FieldRow>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' }).getBoundingClientRect();
    const phone = canvas.getByRole('textbox', { name: 'Phone' }).getBoundingClientRect();
    await expect(phone.left).toBeGreaterThan(email.right);
    await expect(phone.top).toBe(email.top);
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Please enter a valid phone number');
  },
};

/** A phone: the same rows stack, one field a line. */
export const RowMobile: Story = {
  ...Row,
  globals: mobileViewport,
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' }).getBoundingClientRect();
    const phone = canvas.getByRole('textbox', { name: 'Phone' }).getBoundingClientRect();
    await expect(phone.top).toBeGreaterThan(email.bottom);
    await expect(phone.left).toBe(email.left);
  },
};

export const RowDark: Story = {
  ...Row,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
