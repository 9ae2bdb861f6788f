import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MORTGAGE_TERMS, mortgageMessages, validationMessages } from '@pcr/contracts';
import { SelectChevron } from '../SelectChevron/SelectChevron.js';
import * as controls from '../../theme/recipes/controls.css.js';
import { cx } from '../../utils/cx.js';
import { expectDarkTheme } from '../../../stories-support/story-helpers.js';
import { FieldShell } from './FieldShell.js';

/**
 * The frame of every form field: the visible label (with "(optional)" if asked), a hint under it,
 * the control you pass as a render function, and the error message under the control. It wires
 * them together: the label names the control, `aria-describedby` reads the hint and the error with
 * it, `aria-invalid` marks it while there is an error. Use it for a control the form fields do not
 * cover (a select driven by state, a number typed as text); lead forms use TextField, SelectField
 * and TextAreaField, which are built on it.
 */
const meta = {
  title: 'Components/Forms/FieldShell',
  component: FieldShell,
  args: {
    label: 'Name',
    children: ({ id, describedBy, invalid }) => (
      <input id={id} type="text" autoComplete="name" aria-describedby={describedBy} aria-invalid={invalid} className={controls.control} />
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

/** As the short form's address: "(optional)" after the label, and in the control's name. */
export const Optional: Story = {
  args: { label: 'Property address', optional: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(optional)')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Property address (optional)' })).toBeVisible();
  },
};

/** A hint under the label, read with the control (the calculator's interest rate). */
export const WithHint: Story = {
  args: { label: 'Interest rate (%)', hint: 'Per year' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Interest rate (%)' });
    await expect(canvas.getByText('Per year')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Per year');
  },
};

/** The spec's message under the control: the control is invalid and the message is read with it. */
export const WithError: Story = {
  args: { error: validationMessages.name },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(canvas.getByText('Please enter your name')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter your name');
  },
};

/** Hint and error together, around a native select (the calculator's loan term): both are read, hint first. */
export const SelectWithHintAndError: Story = {
  args: {
    label: 'Loan term',
    hint: 'Fixed rate',
    error: mortgageMessages.term,
    children: ({ id, describedBy, invalid }) => (
      <span className={controls.selectWrap}>
        <select id={id} defaultValue="30" aria-describedby={describedBy} aria-invalid={invalid} className={cx(controls.control, controls.select)}>
          {MORTGAGE_TERMS.map((years) => (
            <option key={years} value={String(years)}>
              {years} years
            </option>
          ))}
        </select>
        <SelectChevron />
      </span>
    ),
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Loan term' });
    await expect(select).toHaveValue('30');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Fixed rate Choose a loan term of 30, 20 or 15 years');
  },
};

export const Dark: Story = {
  ...WithError,
  globals: { theme: 'dark' },
  play: async (context) => {
    await WithError.play?.(context);
    await expectDarkTheme(context.canvasElement);
  },
};
