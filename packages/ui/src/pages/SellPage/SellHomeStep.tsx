import { HOME_CONDITIONS, homeConditionLabels, PROPERTY_TYPES, propertyTypeLabels, SELLING_TIMELINES, sellingTimelineLabels, type SiteIdentity } from '@pcr/contracts';
import { Button } from '../../components/Button/Button.js';
import { ConsentField } from '../../forms/PlainForm/ConsentField.js';
import { PlainFieldset } from '../../forms/PlainForm/PlainFieldset.js';
import { PlainFormActions } from '../../forms/PlainForm/PlainFormActions.js';
import { PlainHoneypot } from '../../forms/PlainForm/PlainHoneypot.js';
import { PlainInput } from '../../forms/PlainForm/PlainInput.js';
import { PlainSelect } from '../../forms/PlainForm/PlainSelect.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import { ADDRESS_FIELDS, type SellCity, type SellFormAnswer } from './sell-form.js';
import { issueOf } from './SellAddressStep.js';
import * as styles from './SellPage.css.js';

export interface SellHomeStepProps {
  cities: readonly SellCity[];
  action: string;
  answer: SellFormAnswer;
  headingId: string;
  identity: Pick<SiteIdentity, 'brand'>;
}

/** Step 2 of the seller form: the home, who to send the analysis to, and the consent; the address rides along. */
export function SellHomeStep({ cities, action, answer, headingId, identity }: SellHomeStepProps) {
  const t = useTranslate();
  const translateText = useTranslateText();
  const { values, issues } = answer;
  const cityName = translateText(cities.find((city) => city.slug === values.city)?.name ?? values.city ?? '');
  const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((value) => ({ value, label: translateText(labels[value]) }));
  return (
    <form method="post" action={action} noValidate aria-labelledby={headingId} className={styles.form}>
      <input type="hidden" name="step" value="home" />
      {ADDRESS_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} value={values[field] ?? ''} />
      ))}
      <div className={styles.summary}>
        <p className={styles.summaryAddress}>{/* An address line reads the same in both languages. */}
          {`${values.street ?? ''}, ${cityName}, CA ${values.zip ?? ''}`}</p>
        {/* Back to the first step with the address as typed: a post, so nothing is lost. */}
        <Button type="submit" name="to" value="address" variant="secondary" size="sm">
          {t('Change address')}
        </Button>
      </div>
      <PlainFieldset legend={t('Your home')} size="lg">
        <PlainSelect
          label={t('Type of home')}
          name="propertyType"
          placeholder={t('Choose a type')}
          options={options(PROPERTY_TYPES, propertyTypeLabels)}
          defaultValue={values.propertyType}
          error={issueOf(issues, 'propertyType')}
        />
        <div className={styles.row}>
          <PlainInput label={t('Bedrooms')} name="bedrooms" type="number" inputMode="numeric" min={0} defaultValue={values.bedrooms} error={issueOf(issues, 'bedrooms')} />
          <PlainInput label={t('Bathrooms')} name="bathrooms" type="number" inputMode="decimal" min={0} step={0.5} defaultValue={values.bathrooms} error={issueOf(issues, 'bathrooms')} />
          <PlainInput label={t('Living area (sq ft)')} name="livingArea" type="number" inputMode="numeric" min={0} defaultValue={values.livingArea} error={issueOf(issues, 'livingArea')} />
        </div>
        <div className={styles.row}>
          <PlainSelect
            label={t('Condition')}
            name="condition"
            placeholder={t('Choose the condition')}
            options={options(HOME_CONDITIONS, homeConditionLabels)}
            defaultValue={values.condition}
            error={issueOf(issues, 'condition')}
          />
          <PlainSelect
            label={t('When might you sell?')}
            name="timeline"
            placeholder={t('Choose a time')}
            options={options(SELLING_TIMELINES, sellingTimelineLabels)}
            defaultValue={values.timeline}
            error={issueOf(issues, 'timeline')}
          />
        </div>
      </PlainFieldset>
      <PlainFieldset legend={t('Where to send your analysis')} size="lg">
        <PlainInput label={t('Name')} name="name" autoComplete="name" defaultValue={values.name} error={issueOf(issues, 'name')} />
        <div className={styles.row}>
          <PlainInput label={t('Email')} name="email" type="email" autoComplete="email" defaultValue={values.email} error={issueOf(issues, 'email')} />
          <PlainInput label={t('Phone')} name="phone" type="tel" autoComplete="tel" defaultValue={values.phone} error={issueOf(issues, 'phone')} />
        </div>
      </PlainFieldset>
      <ConsentField
        label={t('I agree to receive e-mails from {brand} about selling this home, starting with the market analysis I asked for. An agent may also call me.', { brand: identity.brand })}
        error={issueOf(issues, 'consent')}
        box="native"
      />
      <PlainHoneypot />
      <PlainFormActions label={t('Send and see homes like mine')} privacyHint />
    </form>
  );
}
