import type { FieldIssue } from '@pcr/contracts';
import { PlainFormActions } from '../../forms/PlainForm/PlainFormActions.js';
import { PlainInput } from '../../forms/PlainForm/PlainInput.js';
import { PlainSelect } from '../../forms/PlainForm/PlainSelect.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import type { SellCity, SellFormAnswer } from './sell-form.js';
import * as styles from './SellPage.css.js';

export interface SellAddressStepProps {
  cities: readonly SellCity[];
  /** The page's own address: each step posts to it. */
  action: string;
  answer: SellFormAnswer | undefined;
  headingId: string;
}

/** The message the server gave for a field, if any. */
export const issueOf = (issues: readonly FieldIssue[], field: string) => issues.find((issue) => issue.path === field)?.message;

/** Step 1 of the seller form: where the home is. */
export function SellAddressStep({ cities, action, answer, headingId }: SellAddressStepProps) {
  const t = useTranslate();
  // A city's name as the page's language writes it (Los Ángeles).
  const translateText = useTranslateText();
  const values = answer?.values ?? {};
  const issues = answer?.issues ?? [];
  return (
    <form method="post" action={action} noValidate aria-labelledby={headingId} className={styles.form}>
      <input type="hidden" name="step" value="address" />
      <PlainInput label={t('Street address')} name="street" autoComplete="address-line1" defaultValue={values.street} error={issueOf(issues, 'street')} />
      <div className={styles.row}>
        <PlainSelect
          label={t('City')}
          name="city"
          placeholder={t('Choose a city')}
          options={cities.map((city) => ({ value: city.slug, label: translateText(city.name) }))}
          defaultValue={values.city}
          error={issueOf(issues, 'city')}
        />
        <PlainInput label={t('ZIP code')} name="zip" autoComplete="postal-code" inputMode="numeric" defaultValue={values.zip} error={issueOf(issues, 'zip')} />
      </div>
      <PlainFormActions label={t('Next: about your home')} />
    </form>
  );
}
