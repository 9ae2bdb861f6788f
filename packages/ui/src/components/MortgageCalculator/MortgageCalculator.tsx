import { useId, useState } from 'react';
import {
  defaultInsuranceYearly,
  formatFieldNumber,
  formatUsd,
  formatUsdCents,
  MORTGAGE_DEFAULTS,
  MORTGAGE_TERMS,
  monthlyCost,
  mortgageFormDefaults,
  parseFieldNumber,
  parseMortgageForm,
  roundToCents,
  type DownPaymentUnit,
  type MortgageField,
  type MortgageFormValues,
  type Locale,
  LOCALE_TAGS,
} from '@pcr/contracts';
import { useLocale, useTranslate } from '../../i18n/locale-context.js';
import type { PlainText } from '../../i18n/translate.js';
import * as controls from '../../theme/recipes/controls.css.js';
import { FieldShell } from '../FieldShell/FieldShell.js';
import { NumberField } from '../NumberField/NumberField.js';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl.js';
import { SelectChevron } from '../SelectChevron/SelectChevron.js';
import { cx } from '../../utils/cx.js';
import { useScriptReady } from '../../utils/use-script-ready.js';
import { MonthlyCostChart } from '../MonthlyCostChart/MonthlyCostChart.js';
import * as styles from './MortgageCalculator.css.js';

const UNIT_OPTIONS = [
  { value: 'usd', label: 'Dollars' },
  { value: 'percent', label: 'Percent' },
] as const satisfies readonly { value: DownPaymentUnit; label: PlainText }[];

/** How the results name a field that needs correcting ("correct the interest rate"). */
const FIELD_NOUNS: Record<MortgageField, PlainText> = {
  price: 'home price',
  downPayment: 'down payment',
  downPaymentUnit: 'down payment',
  ratePercent: 'interest rate',
  termYears: 'loan term',
  propertyTaxRatePercent: 'property tax rate',
  localAssessmentsYearly: 'local assessments',
  hoaMonthly: 'monthly HOA dues',
  insuranceYearly: 'home insurance',
};

/** Made when first needed (a field to correct): the first Intl object of a page loads the browser's ICU data. */
const andLists = new Map<Locale, Intl.ListFormat>();
function listWithAnd(items: string[], locale: Locale): string {
  let list = andLists.get(locale);
  if (!list) andLists.set(locale, (list = new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' })));
  return list.format(items);
}
const MIN_DOWN_WITHOUT_PMI = 100 - MORTGAGE_DEFAULTS.pmiAboveLoanToValuePercent;

export interface MortgageCalculatorProps {
  /** The home's price (the page gives its own; give the calculator a new `key` for another home). */
  price: number;
  /** The home's HOA dues a month, when known. */
  hoaMonthly?: number;
  /** Starting text of any field, over the defaults (stories start from a given state this way). */
  initialValues?: Partial<MortgageFormValues>;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * What a home costs a month: price, down payment (dollars or percent), rate, term, California property
 * tax and local assessments, insurance and HOA in; principal and interest, tax, insurance, HOA and PMI
 * out, as a chart and the same figures as text. The results follow every keystroke; a field that is
 * wrong says so under itself (aria-describedby) and the results say what to correct. The arithmetic
 * and the messages live in the contract (`monthlyCost`, `MortgageFormSchema`).
 */
export function MortgageCalculator({ price, hoaMonthly, initialValues, headingLevel: Heading = 'h2', className }: MortgageCalculatorProps) {
  const headingId = useId();
  const ready = useScriptReady();
  const locale = useLocale();
  const t = useTranslate();
  const [values, setValues] = useState<MortgageFormValues>(() => ({ ...mortgageFormDefaults(price, hoaMonthly), ...initialValues }));
  // The insurance default follows the price until the visitor types their own premium.
  const [insuranceTyped, setInsuranceTyped] = useState(initialValues?.insuranceYearly !== undefined);

  const parsed = parseMortgageForm(values);
  // The contract's messages, in English: FieldShell shows them in the page's language.
  const errors = parsed.success ? {} : parsed.errors;
  const breakdown = parsed.success ? monthlyCost(parsed.inputs) : undefined;
  const toCorrect = [...new Set(Object.keys(errors).map((field) => t(FIELD_NOUNS[field as MortgageField])))];

  const set = (field: MortgageField) => (text: string) => setValues((current) => ({ ...current, [field]: text }));

  const changePrice = (text: string) =>
    setValues((current) => {
      const newPrice = parseFieldNumber(text);
      const insurance = !insuranceTyped && newPrice !== undefined ? formatFieldNumber(defaultInsuranceYearly(newPrice)) : current.insuranceYearly;
      return { ...current, price: text, insuranceYearly: insurance };
    });

  // Switching the unit keeps the amount: 20 % of $1,000,000 becomes $200,000 and back.
  const changeUnit = (unit: DownPaymentUnit) =>
    setValues((current) => {
      const homePrice = parseFieldNumber(current.price);
      const down = parseFieldNumber(current.downPayment);
      if (!homePrice || down === undefined) return { ...current, downPaymentUnit: unit };
      const converted = unit === 'usd' ? roundToCents((homePrice * down) / 100) : roundToCents((down / homePrice) * 100);
      return { ...current, downPaymentUnit: unit, downPayment: formatFieldNumber(converted) };
    });

  const field = (name: MortgageField, label: string, hint?: string) => ({
    label,
    hint,
    value: values[name],
    onChange: set(name),
    error: errors[name],
    readOnly: !ready,
  });

  return (
    <section aria-labelledby={headingId} className={cx(styles.calculator, className)} data-testid="mortgage-calculator">
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {t('Estimate your monthly payment')}
        </Heading>
        <p className={styles.description}>
          {t("Principal and interest, California property tax, insurance, HOA dues and mortgage insurance. An estimate, not a loan offer: your lender's figures will differ.")}
        </p>
        <noscript>
          <p className={styles.description}>{t('The estimate below uses the figures shown; changing them needs JavaScript.')}</p>
        </noscript>
      </div>
      <div className={styles.body}>
        <div className={styles.fields}>
          <div className={styles.wide}>
            <NumberField {...field('price', t('Home price ($)'))} onChange={changePrice} />
          </div>
          <div className={cx(styles.wide, styles.downPayment)}>
            <NumberField
              {...field('downPayment', values.downPaymentUnit === 'percent' ? t('Down payment (% of price)') : t('Down payment ($)'))}
              hint={t('Below {percent}% adds mortgage insurance (PMI)', { percent: MIN_DOWN_WITHOUT_PMI })}
            />
            <SegmentedControl
              legend={t('Down payment in')}
              options={UNIT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))} value={values.downPaymentUnit} onChange={changeUnit} disabled={!ready} />
          </div>
          <NumberField {...field('ratePercent', t('Interest rate (%)'), t('Per year'))} />
          <FieldShell label={t('Loan term')} error={errors.termYears}>
            {({ id, describedBy, invalid }) => (
              <span className={controls.selectWrap}>
                <select
                  id={id}
                  value={values.termYears}
                  disabled={!ready}
                  onChange={(event) => set('termYears')(event.target.value)}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  className={cx(controls.control, controls.select)}
                >
                  {MORTGAGE_TERMS.map((years) => (
                    <option key={years} value={String(years)}>
                      {t('{years} years', { years })}
                    </option>
                  ))}
                </select>
                <SelectChevron />
              </span>
            )}
          </FieldShell>
          <NumberField {...field('propertyTaxRatePercent', t('Property tax rate (%)'), t('Of the price, per year; about 1.1% in California'))} />
          <NumberField {...field('localAssessmentsYearly', t('Local assessments ($)'), t('Per year: Mello-Roos and other special taxes'))} />
          <NumberField {...field('insuranceYearly', t('Home insurance ($)'), t('Per year'))} onChange={(text) => {
              setInsuranceTyped(true);
              set('insuranceYearly')(text);
            }}
          />
          <NumberField {...field('hoaMonthly', t('HOA dues ($)'), t('Per month'))} />
        </div>

        <div className={styles.results} data-testid="mortgage-results">
          <p className={styles.resultsTitle}>{t('Estimated monthly payment')}</p>
          <p className={breakdown ? styles.total : styles.missing} aria-live="polite">
            {breakdown ? (
              <>
                <span className={styles.totalAmount}>{formatUsdCents(breakdown.total)}</span>
                <span className={styles.totalUnit}>{t('per month')}</span>
              </>
            ) : (
              t('To see your estimate, correct the {fields}.', { fields: listWithAnd(toCorrect, locale) })
            )}
          </p>
          {breakdown ? (
            <>
              <MonthlyCostChart breakdown={breakdown} />
              <p className={styles.note}>
                {t('A loan of {amount}, {percent}% of the price.', {
                  amount: formatUsd(breakdown.loanAmount),
                  percent: formatFieldNumber(Math.round(breakdown.loanToValuePercent * 10) / 10),
                })}{' '}
                {breakdown.pmi > 0
                  ? t('PMI applies below {percent}% down: {rate}% of the loan a year.', {
                      percent: MIN_DOWN_WITHOUT_PMI,
                      rate: formatFieldNumber(MORTGAGE_DEFAULTS.pmiRatePercent),
                    })
                  : t('No PMI at {percent}% down or more.', { percent: MIN_DOWN_WITHOUT_PMI })}
              </p>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
