import { HOME_CONDITIONS, homeConditionLabels, PROPERTY_TYPES, propertyTypeLabels, SELLING_TIMELINES, sellingTimelineLabels, type SiteIdentity } from '@pcr/contracts';
import { Button } from '../../components/Button/Button.js';
import { Link } from '../../components/Link/Link.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import { HONEYPOT_LABEL } from '../../forms/LeadFormShell/HoneypotField.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import * as controls from '../../theme/recipes/controls.css.js';
import { Icon } from '../../components/Icon/Icon.js';
import { PlainInput, PlainSelect } from './PlainFields.js';
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
  const consentError = issueOf(issues, 'consent');
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
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('Your home')}</legend>
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
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('Where to send your analysis')}</legend>
        <PlainInput label={t('Name')} name="name" autoComplete="name" defaultValue={values.name} error={issueOf(issues, 'name')} />
        <div className={styles.row}>
          <PlainInput label={t('Email')} name="email" type="email" autoComplete="email" defaultValue={values.email} error={issueOf(issues, 'email')} />
          <PlainInput label={t('Phone')} name="phone" type="tel" autoComplete="tel" defaultValue={values.phone} error={issueOf(issues, 'phone')} />
        </div>
      </fieldset>
      <div>
        <div className={styles.consent}>
          {/* Left for the visitor to tick again when the page comes back with a message. */}
          <input
            id={`${headingId}-consent`}
            type="checkbox"
            name="consent"
            value="true"
            className={styles.checkbox}
            aria-invalid={Boolean(consentError)}
            aria-describedby={consentError ? `${headingId}-consent-error` : undefined}
          />
          <label htmlFor={`${headingId}-consent`}>
            {t('I agree to receive e-mails from {brand} about selling this home, starting with the market analysis I asked for. An agent may also call me.', { brand: identity.brand })}
          </label>
        </div>
        {consentError ? (
          <p id={`${headingId}-consent-error`} className={controls.error}>
            <Icon name="alert-circle" size={16} className={controls.errorIcon} />
            <span>{translateText(consentError)}</span>
          </p>
        ) : null}
      </div>
      <VisuallyHidden as="div" aria-hidden="true" data-honeypot="">
        <label htmlFor={`${headingId}-website`}>{t(HONEYPOT_LABEL)}</label>
        <input id={`${headingId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </VisuallyHidden>
      <div className={styles.actions}>
        <Button type="submit" size="lg">
          {t('Send and see homes like mine')}
        </Button>
        <p className={controls.hint}>
          {t('How we use what you send:')} <Link href="/privacy-policy">{t('Privacy Policy')}</Link>
        </p>
      </div>
    </form>
  );
}
