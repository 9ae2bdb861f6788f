import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatUsdCents } from './format.js';
import { amortizedPayment, monthlyCost, MortgageFormSchema, mortgageFormDefaults, parseMortgageForm, roundToCents, type MortgageFormValues, type MortgageInputs } from './mortgage.js';

/** A loan only: no tax, insurance, HOA (to check the amortization alone). */
const loanOnly = (price: number, downPayment: number, annualRatePercent: number, termYears: number): MortgageInputs => ({
  price,
  downPayment,
  annualRatePercent,
  termYears,
  propertyTaxRatePercent: 0,
  localAssessmentsYearly: 0,
  insuranceYearly: 0,
  hoaMonthly: 0,
});

describe('amortization against published values (amounts rounded half up to the cent)', () => {
  it('$400,000 at 6 % for 30 years is $2,398.20 a month', () => {
    expect(monthlyCost(loanOnly(500_000, 100_000, 6, 30)).principalAndInterest).toBe(2398.2);
  });
  it('$200,000 at 5 % for 15 years is $1,581.59 a month', () => {
    expect(monthlyCost(loanOnly(250_000, 50_000, 5, 15)).principalAndInterest).toBe(1581.59);
  });
  it('$300,000 at 7 % for 20 years is $2,325.90 a month', () => {
    expect(monthlyCost(loanOnly(375_000, 75_000, 7, 20)).principalAndInterest).toBe(2325.9);
  });
  it('at 0 % the loan is split evenly: $360,000 over 30 years is $1,000.00', () => {
    expect(monthlyCost(loanOnly(450_000, 90_000, 0, 30)).principalAndInterest).toBe(1000);
    expect(amortizedPayment(180_000, 0, 15)).toBe(1000);
  });
  it('a paid-off price (100 % down) has no principal and interest', () => {
    expect(monthlyCost(loanOnly(500_000, 500_000, 6, 30)).principalAndInterest).toBe(0);
  });
});

describe('property tax, insurance, HOA', () => {
  it('tax on $1,000,000 at 1.1 % is $916.67 a month', () => {
    const cost = monthlyCost({ ...loanOnly(1_000_000, 200_000, 6, 30), propertyTaxRatePercent: 1.1 });
    expect(cost.propertyTax).toBe(916.67);
  });
  it('local assessments (Mello-Roos) add their yearly amount over 12 to the tax', () => {
    const cost = monthlyCost({ ...loanOnly(1_000_000, 200_000, 6, 30), propertyTaxRatePercent: 1.1, localAssessmentsYearly: 3_000 });
    expect(cost.propertyTax).toBe(1166.67);
  });
  it('insurance is the yearly premium over 12, HOA is monthly as entered', () => {
    const cost = monthlyCost({ ...loanOnly(1_000_000, 200_000, 6, 30), insuranceYearly: 3_500, hoaMonthly: 425 });
    expect(cost.insurance).toBe(291.67);
    expect(cost.hoa).toBe(425);
  });
});

describe('PMI', () => {
  it('applies at 10 % down: 0.5 % a year of a $900,000 loan is $375.00 a month', () => {
    const cost = monthlyCost(loanOnly(1_000_000, 100_000, 6, 30));
    expect(cost.loanToValuePercent).toBe(90);
    expect(cost.pmi).toBe(375);
  });
  it('is absent at exactly 20 % down', () => {
    expect(monthlyCost(loanOnly(1_000_000, 200_000, 6, 30)).pmi).toBe(0);
  });
  it('applies one cent below 20 % down', () => {
    expect(monthlyCost(loanOnly(1_000_000, 199_999.99, 6, 30)).pmi).toBe(333.33);
  });
  it('takes another rate when given one', () => {
    expect(monthlyCost({ ...loanOnly(1_000_000, 100_000, 6, 30), pmiRatePercent: 1 }).pmi).toBe(750);
  });
});

describe('the total', () => {
  it('is the sum of the rounded parts, so the figures shown add up', () => {
    const cost = monthlyCost({
      price: 1_000_000,
      downPayment: 100_000,
      annualRatePercent: 6.5,
      termYears: 30,
      propertyTaxRatePercent: 1.1,
      localAssessmentsYearly: 0,
      insuranceYearly: 3_500,
      hoaMonthly: 0,
    });
    // $900,000 at 6.5 % for 30 years: $5,688.61; tax $916.67; insurance $291.67; PMI $375.00.
    expect(cost).toMatchObject({ principalAndInterest: 5688.61, propertyTax: 916.67, insurance: 291.67, hoa: 0, pmi: 375 });
    expect(cost.total).toBe(7271.95);
    expect(formatUsdCents(cost.total)).toBe('$7,271.95');
  });
  it('rounds half away from zero to the cent', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(2.675)).toBe(2.68);
    expect(roundToCents(916.666)).toBe(916.67);
  });
});

describe('the form schema', () => {
  const form = (overrides: Partial<MortgageFormValues> = {}): MortgageFormValues => ({ ...mortgageFormDefaults(1_000_000), ...overrides });
  const messagesOf = (values: MortgageFormValues) => {
    const result = v.safeParse(MortgageFormSchema, values);
    return result.success ? {} : v.flatten<typeof MortgageFormSchema>(result.issues).nested;
  };

  it('gives the form the inputs, or the first message of each wrong field', () => {
    expect(parseMortgageForm(form({ price: '500,000', downPayment: '100,000', downPaymentUnit: 'usd', ratePercent: '6' }))).toEqual({
      success: true,
      inputs: { price: 500_000, downPayment: 100_000, annualRatePercent: 6, termYears: 30, propertyTaxRatePercent: 1.1, localAssessmentsYearly: 0, insuranceYearly: 3_500, hoaMonthly: 0 },
    });
    expect(parseMortgageForm(form({ ratePercent: 'six', downPayment: '0' }))).toEqual({
      success: false,
      errors: {
        ratePercent: 'Enter an interest rate between 0% and 20%',
        downPayment: '100% financing is not available in this calculator: enter a down payment above $0',
      },
    });
  });

  it('starts from 20 % down, 6.5 %, 30 years, 1.1 % tax, no assessments or HOA, insurance 0.35 % of the price', () => {
    expect(form()).toEqual({
      price: '1,000,000',
      downPayment: '20',
      downPaymentUnit: 'percent',
      ratePercent: '6.5',
      termYears: '30',
      propertyTaxRatePercent: '1.1',
      localAssessmentsYearly: '0',
      hoaMonthly: '0',
      insuranceYearly: '3,500',
    });
    expect(mortgageFormDefaults(1_395_000, 350).hoaMonthly).toBe('350');
  });

  it('reads typed numbers with separators, a dollar sign or a percent sign, and turns a percent down payment into dollars', () => {
    const result = v.parse(MortgageFormSchema, form({ price: '$1,250,000', downPayment: '10%', ratePercent: ' 6.25 ' }));
    expect(result).toEqual({
      price: 1_250_000,
      downPayment: 125_000,
      annualRatePercent: 6.25,
      termYears: 30,
      propertyTaxRatePercent: 1.1,
      localAssessmentsYearly: 0,
      insuranceYearly: 3_500,
      hoaMonthly: 0,
    });
    expect(v.parse(MortgageFormSchema, form({ downPayment: '250,000', downPaymentUnit: 'usd', termYears: '15' }))).toMatchObject({ downPayment: 250_000, termYears: 15 });
  });

  it('says what is wrong with each field, in the words the form shows', () => {
    expect(messagesOf(form({ ratePercent: 'abc' }))).toEqual({ ratePercent: ['Enter an interest rate between 0% and 20%'] });
    expect(messagesOf(form({ ratePercent: '21' }))).toEqual({ ratePercent: ['Enter an interest rate between 0% and 20%'] });
    expect(messagesOf(form({ price: '' }))).toEqual({ price: ['Enter a home price between $10,000 and $100,000,000'] });
    expect(messagesOf(form({ price: '1,00' }))).toEqual({ price: ['Enter a home price between $10,000 and $100,000,000'] });
    expect(messagesOf(form({ propertyTaxRatePercent: '-1' }))).toEqual({ propertyTaxRatePercent: ['Enter a property tax rate between 0% and 5%'] });
    expect(messagesOf(form({ hoaMonthly: '' }))).toEqual({ hoaMonthly: ['Enter monthly HOA dues in dollars (0 if none)'] });
    expect(messagesOf(form({ termYears: '40' }))).toEqual({ termYears: ['Choose a loan term of 30, 20 or 15 years'] });
  });

  it('refuses 100 % financing (nothing down) with a clear message', () => {
    const refusal = ['100% financing is not available in this calculator: enter a down payment above $0'];
    expect(messagesOf(form({ downPayment: '0' }))).toEqual({ downPayment: refusal });
    expect(messagesOf(form({ downPayment: '0', downPaymentUnit: 'usd' }))).toEqual({ downPayment: refusal });
  });

  it('refuses a down payment above the price', () => {
    expect(messagesOf(form({ downPayment: '101' }))).toEqual({ downPayment: ['Enter a down payment between 0% and 100% of the price'] });
    expect(messagesOf(form({ downPayment: '1,000,001', downPaymentUnit: 'usd' }))).toEqual({ downPayment: ['The down payment cannot be more than the price'] });
    expect(messagesOf(form({ downPayment: '1,000,000', downPaymentUnit: 'usd' }))).toEqual({});
  });
});
