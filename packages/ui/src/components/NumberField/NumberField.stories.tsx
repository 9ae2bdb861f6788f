import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectDarkTheme } from '../../../stories-support/story-helpers.js';
import { NumberField, type NumberFieldProps } from './NumberField.js';

/** Holds the typed text as the calculator does. */
function Controlled(props: Omit<NumberFieldProps, 'value' | 'onChange'> & { initial: string }) {
  const [value, setValue] = useState(props.initial);
  return <NumberField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/Forms/NumberField',
  component: Controlled,
  args: { label: 'Interest rate (%)', initial: '6.5', hint: 'Per year, as your lender quotes it' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Interest rate (%)' });
    await expect(input).toHaveValue('6.5');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription('Per year, as your lender quotes it');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await userEvent.clear(input);
    await userEvent.type(input, '7.25');
    await expect(input).toHaveValue('7.25');
    input.blur();
  },
};

export const WithError: Story = {
  args: { initial: 'abc', error: 'Enter an interest rate between 0% and 20%' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Interest rate (%)' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Per year, as your lender quotes it Enter an interest rate between 0% and 20%');
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
