import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { monthlyCost } from '@pcr/contracts';
import { expectDarkTheme } from '../../../stories-support/story-helpers.js';
import { MonthlyCostChart } from './MonthlyCostChart.js';

/** A $1,000,000 home, 10 % down at 6.5 % for 30 years, 1.1 % tax, $3,500 insurance, $350 HOA: every part shows. */
const everyPart = monthlyCost({
  price: 1_000_000,
  downPayment: 100_000,
  annualRatePercent: 6.5,
  termYears: 30,
  propertyTaxRatePercent: 1.1,
  localAssessmentsYearly: 0,
  insuranceYearly: 3_500,
  hoaMonthly: 350,
});

const meta = {
  title: 'Components/Mortgage/MonthlyCostChart',
  component: MonthlyCostChart,
  args: { breakdown: everyPart },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MonthlyCostChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list a screen reader reads: each part and its amount, in the bar's order. */
function readList(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
}

export const EveryPart: Story = {
  play: async ({ canvasElement }) => {
    await expect(readList(canvasElement)).toEqual([
      ['Principal & interest', '$5,688.61'],
      ['Property tax', '$916.67'],
      ['Home insurance', '$291.67'],
      ['HOA dues', '$350.00'],
      ['Mortgage insurance (PMI)', '$375.00'],
    ]);
    // The bar is for the eye only, one segment per part, widths in proportion to the amounts.
    const bar = canvasElement.querySelector('[data-testid="monthly-cost-bar"]') as HTMLElement;
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    const widths = [...bar.children].map((segment) => segment.getBoundingClientRect().width);
    await expect(widths).toHaveLength(5);
    const principal = widths[0]!;
    const tax = widths[1]!;
    // $5,688.61 is 6.2 times $916.67.
    await expect(principal / tax).toBeCloseTo(6.2, 0);
  },
};

/** 20 % down and no HOA: those parts read $0.00 and take no room in the bar. */
export const NoPmiNoHoa: Story = {
  args: {
    breakdown: monthlyCost({
      price: 500_000,
      downPayment: 100_000,
      annualRatePercent: 6,
      termYears: 30,
      propertyTaxRatePercent: 1.1,
      localAssessmentsYearly: 0,
      insuranceYearly: 1_750,
      hoaMonthly: 0,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(readList(canvasElement)).toEqual([
      ['Principal & interest', '$2,398.20'],
      ['Property tax', '$458.33'],
      ['Home insurance', '$145.83'],
      ['HOA dues', '$0.00'],
      ['Mortgage insurance (PMI)', '$0.00'],
    ]);
    const bar = canvasElement.querySelector('[data-testid="monthly-cost-bar"]') as HTMLElement;
    await expect([...bar.children].map((segment) => segment.getAttribute('data-part'))).toEqual(['principalAndInterest', 'propertyTax', 'insurance']);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
