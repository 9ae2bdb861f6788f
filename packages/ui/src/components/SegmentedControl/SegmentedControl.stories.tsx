import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectDarkTheme } from '../../../stories-support/story-helpers.js';
import { SegmentedControl } from './SegmentedControl.js';
import { useTranslate } from '../../i18n/locale-context.js';

const UNITS = [
  { value: 'usd', label: 'Dollars' },
  { value: 'percent', label: 'Percent' },
] as const;

function Controlled() {
  const [unit, setUnit] = useState<(typeof UNITS)[number]['value']>('percent');
  const t = useTranslate();
  const units = UNITS.map((option) => ({ ...option, label: t(option.label) }));
  return (
    <div style={{ maxWidth: 280 }}>
      <SegmentedControl legend={t('Down payment in')} options={units} value={unit} onChange={setUnit} />
    </div>
  );
}

const meta = {
  title: 'Components/Forms/SegmentedControl',
  // The control holds no state: the story keeps the choice, as its owner does.
  component: Controlled,
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Down payment in' });
    await expect(group).toBeVisible();
    const percent = canvas.getByRole('radio', { name: 'Percent' });
    const dollars = canvas.getByRole('radio', { name: 'Dollars' });
    await expect(percent).toBeChecked();
    // One tab stop; the arrow keys move the choice, as in any radio group.
    await userEvent.tab();
    await expect(percent).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(dollars).toBeChecked();
    await expect(percent).not.toBeChecked();
    await userEvent.click(canvas.getByText('Percent'));
    await expect(percent).toBeChecked();
    percent.blur();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: 'Percent' })).toBeChecked();
    await expectDarkTheme(canvasElement);
  },
};
