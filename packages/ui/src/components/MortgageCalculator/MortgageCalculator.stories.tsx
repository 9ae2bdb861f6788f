import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectDarkTheme, mobileViewport, narrowViewport } from '../../../stories-support/story-helpers.js';
import { MortgageCalculator } from './MortgageCalculator.js';

/**
 * A $500,000 home with the defaults: 20 % down ($400,000 loan), 6.5 % for 30 years, 1.1 % property tax,
 * insurance 0.35 % of the price ($1,750 a year), no HOA.
 */
const meta = {
  title: 'Components/Mortgage/MortgageCalculator',
  component: MortgageCalculator,
  args: { price: 500_000 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MortgageCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Each part of the month as the list reads it (label → amount). */
function breakdownOf(canvasElement: HTMLElement) {
  return Object.fromEntries(
    [...canvasElement.querySelectorAll('[data-testid="mortgage-results"] dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
  );
}

const results = (canvas: Canvas) => within(canvas.getByTestId('mortgage-results'));

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Estimate your monthly payment' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Home price ($)' })).toHaveValue('500,000');
    await expect(canvas.getByRole('textbox', { name: 'Down payment (% of price)' })).toHaveValue('20');
    await expect(canvas.getByRole('radio', { name: 'Percent' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Interest rate (%)' })).toHaveValue('6.5');
    await expect(canvas.getByRole('combobox', { name: 'Loan term' })).toHaveDisplayValue('30 years');
    await expect(canvas.getByRole('textbox', { name: 'Property tax rate (%)' })).toHaveValue('1.1');
    await expect(canvas.getByRole('textbox', { name: 'Local assessments ($)' })).toHaveValue('0');
    await expect(canvas.getByRole('textbox', { name: 'Home insurance ($)' })).toHaveValue('1,750');
    await expect(canvas.getByRole('textbox', { name: 'HOA dues ($)' })).toHaveValue('0');

    // $400,000 at 6.5 % for 30 years, tax 1.1 % of $500,000, $1,750 insurance a year.
    await expect(results(canvas).getByText('$3,132.43')).toBeVisible();
    await expect(breakdownOf(canvasElement)).toEqual({
      'Principal & interest': '$2,528.27',
      'Property tax': '$458.33',
      'Home insurance': '$145.83',
      'HOA dues': '$0.00',
      'Mortgage insurance (PMI)': '$0.00',
    });
    await expect(results(canvas).getByText('A loan of $400,000, 80% of the price. No PMI at 20% down or more.')).toBeVisible();

    // The results follow the typing: at 6 % the loan costs the published $2,398.20 a month.
    const rate = canvas.getByRole('textbox', { name: 'Interest rate (%)' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '6');
    await expect(breakdownOf(canvasElement)['Principal & interest']).toBe('$2,398.20');
    await expect(results(canvas).getByText('$3,002.36')).toBeVisible();

    // The unit switch keeps the amount: 20 % of $500,000 is $100,000.
    await userEvent.click(canvas.getByRole('radio', { name: 'Dollars' }));
    await expect(canvas.getByRole('textbox', { name: 'Down payment ($)' })).toHaveValue('100,000');
    await expect(results(canvas).getByText('$3,002.36')).toBeVisible();
    // A new price brings its own insurance default (0.35 %) until a premium is typed.
    const price = canvas.getByRole('textbox', { name: 'Home price ($)' });
    await userEvent.clear(price);
    await userEvent.type(price, '600,000');
    await expect(canvas.getByRole('textbox', { name: 'Home insurance ($)' })).toHaveValue('2,100');
    await userEvent.click(canvas.getByRole('radio', { name: 'Percent' }));
    await expect(canvas.getByRole('textbox', { name: 'Down payment (% of price)' })).toHaveValue('16.67');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expect(results(canvas).getByText('$3,132.43')).toBeVisible();
  },
};

export const InvalidInput: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByTestId('mortgage-results');
    const height = box.getBoundingClientRect().height;
    const rate = canvas.getByRole('textbox', { name: 'Interest rate (%)' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '6,5');
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(rate).toHaveAccessibleDescription('Per year Enter an interest rate between 0% and 20%');
    await expect(canvas.getByText('Enter an interest rate between 0% and 20%')).toBeVisible();
    // The results say what to correct, never "NaN", and keep their size.
    await expect(results(canvas).getByText('To see your estimate, correct the interest rate.')).toBeVisible();
    await expect(box).not.toHaveTextContent(/NaN|\$/);
    await expect(box.getBoundingClientRect().height).toBe(height);

    const price = canvas.getByRole('textbox', { name: 'Home price ($)' });
    await userEvent.clear(price);
    await expect(canvas.getByText('Enter a home price between $10,000 and $100,000,000')).toBeVisible();
    await expect(results(canvas).getByText('To see your estimate, correct the home price and interest rate.')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ZeroPercentRate: Story = {
  args: { initialValues: { ratePercent: '0' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Interest rate (%)' })).toHaveValue('0');
    // $400,000 over 360 months with no interest.
    await expect(breakdownOf(canvasElement)['Principal & interest']).toBe('$1,111.11');
    await expect(results(canvas).getByText('$1,715.27')).toBeVisible();
  },
};

export const FullFinancingRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    const down = canvas.getByRole('textbox', { name: 'Down payment (% of price)' });
    await userEvent.clear(down);
    await userEvent.type(down, '0');
    await expect(down).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('100% financing is not available in this calculator: enter a down payment above $0')).toBeVisible();
    await expect(results(canvas).getByText('To see your estimate, correct the down payment.')).toBeVisible();
    // Nothing down in dollars is refused the same way.
    await userEvent.click(canvas.getByRole('radio', { name: 'Dollars' }));
    await expect(canvas.getByRole('textbox', { name: 'Down payment ($)' })).toHaveValue('0');
    await expect(canvas.getByText('100% financing is not available in this calculator: enter a down payment above $0')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PmiBelowTwentyPercentDown: Story = {
  args: { initialValues: { downPayment: '10' } },
  play: async ({ canvas, canvasElement }) => {
    // A $450,000 loan: PMI is 0.5 % of it a year.
    await expect(breakdownOf(canvasElement)).toEqual({
      'Principal & interest': '$2,844.31',
      'Property tax': '$458.33',
      'Home insurance': '$145.83',
      'HOA dues': '$0.00',
      'Mortgage insurance (PMI)': '$187.50',
    });
    await expect(results(canvas).getByText('$3,635.97')).toBeVisible();
    await expect(results(canvas).getByText('A loan of $450,000, 90% of the price. PMI applies below 20% down: 0.5% of the loan a year.')).toBeVisible();
  },
};

/** A phone: the fields stack above the results, nothing scrolls sideways. */
export const Mobile: Story = {
  globals: mobileViewport,
  decorators: [(Story) => <Story />],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Home price ($)' })).toBeVisible();
    await expect(results(canvas).getByText('$3,132.43')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const field = canvas.getByRole('textbox', { name: 'HOA dues ($)' }).getBoundingClientRect();
    const box = canvas.getByTestId('mortgage-results').getBoundingClientRect();
    await expect(box.top).toBeGreaterThan(field.bottom);
  },
};

/**
 * In Spanish on the narrowest phone, with two fields to correct: the labels, hints (Mello-Roos and
 * HOA explained), the Spanish messages and the list of what to correct; nothing wider than the screen.
 */
export const SpanishNarrowInvalid: Story = {
  globals: { ...narrowViewport, locale: 'es' },
  args: { initialValues: { price: '', ratePercent: '25' } },
  decorators: [(Story) => <Story />],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Calcule su pago mensual' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Tasa de interés (%)' })).toHaveAccessibleDescription('Por año Escriba una tasa de interés entre el 0% y el 20%');
    await expect(canvas.getByText('Escriba un precio de vivienda entre $10,000 y $100,000,000')).toBeVisible();
    await expect(results(canvas).getByText('Para ver su estimación, corrija: precio de la vivienda y tasa de interés.')).toBeVisible();
    await expect(canvas.getByText(/Mello-Roos \(impuesto especial/)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Enganche en' })).toBeVisible();
    const document = canvasElement.ownerDocument;
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
