import * as v from 'valibot';
import { formatEnUsNumber } from './en-us-number.js';

/**
 * The mortgage calculator's arithmetic and its input rules (issue 14, item 5): one pure function
 * from inputs to a monthly breakdown, and the valibot schema that turns what a visitor typed into
 * those inputs. No framework here: the ui package renders it, and the server could price a home
 * with the same code.
 */

/** Loan terms offered, longest first (the first is the default). */
export const MORTGAGE_TERMS = [30, 20, 15] as const;
export type MortgageTerm = (typeof MORTGAGE_TERMS)[number];

export const DOWN_PAYMENT_UNITS = ['usd', 'percent'] as const;
export type DownPaymentUnit = (typeof DOWN_PAYMENT_UNITS)[number];

/** Starting figures; every one but the PMI rate is a field the visitor can change. */
export const MORTGAGE_DEFAULTS = {
  downPaymentPercent: 20,
  /** An example rate, not a quote: the visitor types the one their lender gives them. */
  ratePercent: 6.5,
  termYears: MORTGAGE_TERMS[0],
  /**
   * California: Proposition 13 caps the general levy at 1 % of the assessed value; voter-approved
   * bonds usually bring the total to about 1.1 %. Special taxes (Mello-Roos) come on top.
   */
  propertyTaxRatePercent: 1.1,
  localAssessmentsYearly: 0,
  /**
   * Homeowner's insurance a year as a share of the price: a rough rule of thumb (0.35 %) until the
   * visitor enters a real quote; California premiums depend on the home, its area and fire risk.
   */
  insuranceRatePercent: 0.35,
  hoaMonthly: 0,
  /** PMI a year as a share of the loan, charged while the loan is above 80 % of the price (conventional loans: 0.3–1.5 %). */
  pmiRatePercent: 0.5,
  /** PMI applies above this loan-to-value (i.e. below 20 % down). */
  pmiAboveLoanToValuePercent: 80,
} as const;

/** Every message of the calculator's fields, written once (the form shows them under the fields). */
export const mortgageMessages = {
  price: 'Enter a home price between $10,000 and $100,000,000',
  downPayment: 'Enter a down payment in dollars or as a percent of the price',
  downPaymentPercent: 'Enter a down payment between 0% and 100% of the price',
  downPaymentAbovePrice: 'The down payment cannot be more than the price',
  fullFinancing: '100% financing is not available in this calculator: enter a down payment above $0',
  rate: 'Enter an interest rate between 0% and 20%',
  term: 'Choose a loan term of 30, 20 or 15 years',
  taxRate: 'Enter a property tax rate between 0% and 5%',
  localAssessments: 'Enter yearly local assessments in dollars (0 if none)',
  hoa: 'Enter monthly HOA dues in dollars (0 if none)',
  insurance: 'Enter the yearly insurance premium in dollars',
} as const;

/** What the arithmetic needs, in dollars and percents (6.5 means 6.5 %). */
export interface MortgageInputs {
  price: number;
  downPayment: number;
  annualRatePercent: number;
  termYears: number;
  propertyTaxRatePercent: number;
  /** Mello-Roos and other special assessments, per year. */
  localAssessmentsYearly: number;
  insuranceYearly: number;
  hoaMonthly: number;
  /** Defaults to MORTGAGE_DEFAULTS.pmiRatePercent. */
  pmiRatePercent?: number;
}

/** One month's cost, each part in dollars rounded to the cent; `total` is the sum of the rounded parts, so the parts add up to it. */
export interface MonthlyBreakdown {
  loanAmount: number;
  /** Loan as a percent of the price. */
  loanToValuePercent: number;
  principalAndInterest: number;
  propertyTax: number;
  insurance: number;
  hoa: number;
  pmi: number;
  total: number;
}

/**
 * Rounds half away from zero to the cent, as a lender's statement does. Cents are first read to 15
 * significant digits, so 1.005 (stored as 1.00499999…) is taken as the 1.005 that was meant.
 */
export function roundToCents(amount: number): number {
  const cents = Number((Math.abs(amount) * 100).toPrecision(15));
  return (Math.sign(amount) * Math.round(cents)) / 100;
}

/**
 * The monthly payment of a fully amortizing loan: M = P·r / (1 − (1 + r)^−n) with r the annual rate
 * over 12 and n the number of months; at 0 % the loan is simply split over the months (P / n).
 * Not rounded.
 */
export function amortizedPayment(principal: number, annualRatePercent: number, termYears: number): number {
  const months = termYears * 12;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/**
 * The monthly cost of owning a home bought with a mortgage: principal and interest, property tax
 * (price × rate plus local assessments, over 12), insurance (yearly over 12), HOA dues, and PMI while
 * the loan is above 80 % of the price.
 */
export function monthlyCost(inputs: MortgageInputs): MonthlyBreakdown {
  const { price, downPayment, annualRatePercent, termYears } = inputs;
  const pmiRate = inputs.pmiRatePercent ?? MORTGAGE_DEFAULTS.pmiRatePercent;
  const loanAmount = roundToCents(price - downPayment);
  const loanToValuePercent = (loanAmount / price) * 100;
  // Compared in whole cents × 100 so that exactly 20 % down is exactly 80 %, whatever the float error.
  const needsPmi = Math.round(loanAmount * 100) * 100 > Math.round(price * 100) * MORTGAGE_DEFAULTS.pmiAboveLoanToValuePercent;
  const parts = {
    principalAndInterest: roundToCents(amortizedPayment(loanAmount, annualRatePercent, termYears)),
    propertyTax: roundToCents((price * (inputs.propertyTaxRatePercent / 100) + inputs.localAssessmentsYearly) / 12),
    insurance: roundToCents(inputs.insuranceYearly / 12),
    hoa: roundToCents(inputs.hoaMonthly),
    pmi: needsPmi ? roundToCents((loanAmount * (pmiRate / 100)) / 12) : 0,
  };
  const total = roundToCents(parts.principalAndInterest + parts.propertyTax + parts.insurance + parts.hoa + parts.pmi);
  return { loanAmount, loanToValuePercent, ...parts, total };
}

/** What the calculator's fields hold: text as typed ("1,250,000", "6.5"), the unit and the term as chosen. */
export interface MortgageFormValues {
  price: string;
  downPayment: string;
  downPaymentUnit: DownPaymentUnit;
  ratePercent: string;
  termYears: string;
  propertyTaxRatePercent: string;
  localAssessmentsYearly: string;
  hoaMonthly: string;
  insuranceYearly: string;
}

// At least one digit; optional thousands separators and decimals; a leading "$" or trailing "%" is allowed.
const NUMBER_TEXT = /^(?=.*\d)\$?\s*(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?\s*%?$/;
const toNumber = (text: string) => Number(text.replace(/[$,%\s]/g, ''));

/** A field of typed number text → number, within [min, max], with one message for every failure. */
function numberField(min: number, max: number, message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.regex(NUMBER_TEXT, message),
    v.transform(toNumber),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

const MAX_PRICE = 100_000_000;

/**
 * The calculator's fields (text as typed) → `MortgageInputs` (the down payment in dollars). The down
 * payment's own rules depend on its unit and the price, so they run on the whole object and land on
 * the down payment field. No down payment at all (100 % financing) is refused.
 */
export const MortgageFormSchema = v.pipe(
  v.object({
    price: numberField(10_000, MAX_PRICE, mortgageMessages.price),
    downPayment: numberField(0, MAX_PRICE, mortgageMessages.downPayment),
    downPaymentUnit: v.picklist(DOWN_PAYMENT_UNITS),
    ratePercent: numberField(0, 20, mortgageMessages.rate),
    termYears: v.pipe(
      v.picklist(MORTGAGE_TERMS.map(String) as [string, ...string[]], mortgageMessages.term),
      v.transform(Number),
    ),
    propertyTaxRatePercent: numberField(0, 5, mortgageMessages.taxRate),
    localAssessmentsYearly: numberField(0, 1_000_000, mortgageMessages.localAssessments),
    hoaMonthly: numberField(0, 100_000, mortgageMessages.hoa),
    insuranceYearly: numberField(0, 1_000_000, mortgageMessages.insurance),
  }),
  v.forward(
    v.partialCheck([['downPayment']], (values) => values.downPayment > 0, mortgageMessages.fullFinancing),
    ['downPayment'],
  ),
  v.forward(
    v.partialCheck(
      [['downPayment'], ['downPaymentUnit']],
      (values) => values.downPaymentUnit !== 'percent' || values.downPayment <= 100,
      mortgageMessages.downPaymentPercent,
    ),
    ['downPayment'],
  ),
  v.forward(
    v.partialCheck(
      [['downPayment'], ['downPaymentUnit'], ['price']],
      (values) => values.downPaymentUnit !== 'usd' || values.downPayment <= values.price,
      mortgageMessages.downPaymentAbovePrice,
    ),
    ['downPayment'],
  ),
  v.transform(
    (values): MortgageInputs => ({
      price: values.price,
      downPayment: values.downPaymentUnit === 'percent' ? roundToCents((values.price * values.downPayment) / 100) : values.downPayment,
      annualRatePercent: values.ratePercent,
      termYears: values.termYears,
      propertyTaxRatePercent: values.propertyTaxRatePercent,
      localAssessmentsYearly: values.localAssessmentsYearly,
      insuranceYearly: values.insuranceYearly,
      hoaMonthly: values.hoaMonthly,
    }),
  ),
);

export type MortgageField = keyof MortgageFormValues;

/** The calculator's fields checked: the inputs of `monthlyCost`, or the first message of each field that is wrong. */
export type MortgageFormResult = { success: true; inputs: MortgageInputs } | { success: false; errors: Partial<Record<MortgageField, string>> };

export function parseMortgageForm(values: MortgageFormValues): MortgageFormResult {
  const result = v.safeParse(MortgageFormSchema, values);
  if (result.success) return { success: true, inputs: result.output };
  const errors: Partial<Record<MortgageField, string>> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as MortgageField | null;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}

/** A number as a field shows it: thousands separators, at most two decimals ("1,250,000", "6.5"). */
export function formatFieldNumber(value: number): string {
  return formatEnUsNumber(value, { maximumFractionDigits: 2 });
}

/** The fields' starting text for a home of `price` with `hoaMonthly` dues (insurance follows the price). */
export function mortgageFormDefaults(price: number, hoaMonthly: number = MORTGAGE_DEFAULTS.hoaMonthly): MortgageFormValues {
  return {
    price: formatFieldNumber(price),
    downPayment: formatFieldNumber(MORTGAGE_DEFAULTS.downPaymentPercent),
    downPaymentUnit: 'percent',
    ratePercent: formatFieldNumber(MORTGAGE_DEFAULTS.ratePercent),
    termYears: String(MORTGAGE_DEFAULTS.termYears),
    propertyTaxRatePercent: formatFieldNumber(MORTGAGE_DEFAULTS.propertyTaxRatePercent),
    localAssessmentsYearly: formatFieldNumber(MORTGAGE_DEFAULTS.localAssessmentsYearly),
    hoaMonthly: formatFieldNumber(hoaMonthly),
    insuranceYearly: formatFieldNumber(defaultInsuranceYearly(price)),
  };
}

/** The rule-of-thumb yearly premium for a price, in whole dollars. */
export function defaultInsuranceYearly(price: number): number {
  return Math.round((price * MORTGAGE_DEFAULTS.insuranceRatePercent) / 100);
}

/** The typed text as a number, or undefined when it is not one (for converting between units). */
export function parseFieldNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return NUMBER_TEXT.test(trimmed) ? toNumber(trimmed) : undefined;
}
