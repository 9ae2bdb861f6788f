import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PROPERTY_INTERESTS } from '@pcr/contracts';
import * as controls from '../../theme/recipes/controls.css.js';
import { cx } from '../../utils/cx.js';
import { expectDarkTheme } from '../../../stories-support/story-helpers.js';
import { SelectChevron } from './SelectChevron.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';

/**
 * The downward arrow drawn over the right end of a native `<select>`, whose own arrow the control's
 * style hides (so it looks the same in every browser and theme). Put it after the select inside a
 * `selectWrap` span; it is decorative and lets clicks through to the select. SelectField and the
 * search filters already do this.
 */
const meta = {
  title: 'Components/Forms/SelectChevron',
  component: SelectChevron,
  render: function InterestSelect() {
    const t = useTranslate();
    const translateText = useTranslateText();
    return (
    <div style={{ maxWidth: 360 }}>
      <label htmlFor="interest" className={controls.label}>
        {t("I'm interested in")}
      </label>
      <span className={controls.selectWrap}>
        <select id="interest" defaultValue={PROPERTY_INTERESTS[0]} className={cx(controls.control, controls.select)}>
          {PROPERTY_INTERESTS.map((interest) => (
            <option key={interest} value={interest}>
              {translateText(interest)}
            </option>
          ))}
        </select>
        <SelectChevron />
      </span>
    </div>
    );
  },
} satisfies Meta<typeof SelectChevron>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over the select's right end, centred on its height; the browser's own arrow is hidden. */
export const OnASelect: Story = {
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: "I'm interested in" });
    await expect(select).toHaveValue('Buying');
    await expect(getComputedStyle(select).appearance).toBe('none');
    const chevron = canvasElement.querySelector('svg') as SVGSVGElement;
    // Decoration: hidden from assistive technology, out of the tab order, clicks go to the select.
    await expect(chevron).toHaveAttribute('aria-hidden', 'true');
    await expect(chevron).toHaveAttribute('focusable', 'false');
    await expect(getComputedStyle(chevron).pointerEvents).toBe('none');
    const box = chevron.getBoundingClientRect();
    const field = select.getBoundingClientRect();
    await expect(box.right).toBeLessThan(field.right);
    await expect(box.left).toBeGreaterThan(field.right - 48);
    await expect(Math.abs((box.top + box.bottom) / 2 - (field.top + field.bottom) / 2)).toBeLessThanOrEqual(1);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
