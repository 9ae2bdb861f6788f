import { useId, type FormEvent, type ReactNode } from 'react';
import {
  citySlug,
  PROPERTY_TYPES,
  pathInLocale,
  propertySearchQueryString,
  propertyTypeLabels,
  REGIONS,
  type FieldIssue,
  type Neighborhood,
  type PropertySearchKey,
} from '@pcr/contracts';
import { Button, ButtonLink } from '../../components/Button/Button.js';
import * as controls from '../../theme/recipes/controls.css.js';
import { SelectChevron } from '../../components/SelectChevron/SelectChevron.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import { cx } from '../../utils/cx.js';
import { useLocale, useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import type { PlainText } from '../../i18n/translate.js';
import * as styles from './PropertySearchFilters.css.js';

export type PropertySearchValues = Partial<Record<PropertySearchKey, string>>;

export interface PropertySearchFiltersProps {
  /** What the address says for each filter, as typed: the fields show it back (wrong values too). */
  values: PropertySearchValues;
  /** Filters the page left out because they were wrong, with their messages (shown under the field). */
  issues?: readonly FieldIssue[];
  /** The neighborhoods to choose from; their cities are the city choices. */
  neighborhoods: readonly Pick<Neighborhood, 'id' | 'slug' | 'name' | 'region' | 'city'>[];
  /**
   * The neighborhoods are still on the way (a page drawn in the browser): a neighborhood or city the
   * address names shows as loading, rather than as its slug or as "any".
   */
  choicesLoading?: boolean;
  /**
   * With JavaScript: receives the form's canonical query string instead of the page loading (the app
   * pushes it into the address, so Back works). Without it the form is sent as a plain GET.
   */
  onSearch?: (query: string) => void;
  headingLevel?: 'h2' | 'h3';
  /** Inside a sheet with its own title and surface: no panel, the heading for screen readers only, the buttons kept in view. */
  inSheet?: boolean;
  className?: string;
}

interface Choice {
  value: string;
  label: string;
}

const ANY = '';
const atLeast = (max: number): Choice[] => Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: `${i + 1}+` }));

export const SORT_CHOICES: readonly { value: string; label: PlainText }[] = [
  { value: ANY, label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest listings' },
];

/** The address's value stays selectable even when no choice has it (7+ beds, or a wrong value the form reports). */
function withCurrent(choices: readonly Choice[], current: string | undefined): readonly Choice[] {
  return current === undefined || choices.some((c) => c.value === current) ? choices : [...choices, { value: current, label: current }];
}

interface FieldProps {
  name: PropertySearchKey;
  label: string;
  error: string | undefined;
  /** A whole row on phones. */
  wide?: boolean;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

function Field({ name, label, error, wide, children }: FieldProps) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={cx(controls.field, wide && styles.wide)}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      {children({ id, describedBy: error ? errorId : undefined, invalid: Boolean(error) })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface SelectProps {
  name: PropertySearchKey;
  label: string;
  value: string | undefined;
  error: string | undefined;
  /** Plain choices, or groups of them (<optgroup>). */
  choices: readonly Choice[] | readonly { label: string; choices: readonly Choice[] }[];
  anyLabel: string;
  wide?: boolean;
}

function Select({ name, label, value, error, choices, anyLabel, wide }: SelectProps) {
  const option = (c: Choice) => (
    <option key={c.value} value={c.value}>
      {c.label}
    </option>
  );
  return (
    <Field name={name} label={label} error={error} wide={wide}>
      {({ id, describedBy, invalid }) => (
        <span className={controls.selectWrap}>
          <select id={id} name={name} defaultValue={value ?? ANY} aria-invalid={invalid} aria-describedby={describedBy} className={cx(controls.control, controls.select)}>
            <option value={ANY}>{anyLabel}</option>
            {choices.map((c) =>
              'choices' in c ? (
                <optgroup key={c.label} label={c.label}>
                  {c.choices.map(option)}
                </optgroup>
              ) : (
                option(c)
              ),
            )}
          </select>
          <SelectChevron />
        </span>
      )}
    </Field>
  );
}

function PriceInput({ name, label, value, error }: { name: 'minPrice' | 'maxPrice'; label: string; value: string | undefined; error: string | undefined }) {
  return (
    <Field name={name} label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          defaultValue={value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={controls.control}
        />
      )}
    </Field>
  );
}

/**
 * The /properties search: a real GET form to /properties, so it works before (and without) the
 * script, and the server renders the filtered page. With `onSearch` the app takes the submit and
 * moves the address instead. Empty fields mean "any".
 */
export function PropertySearchFilters({
  values,
  issues = [],
  neighborhoods,
  choicesLoading = false,
  onSearch,
  headingLevel: Heading = 'h2',
  inSheet = false,
  className,
}: PropertySearchFiltersProps) {
  const locale = useLocale();
  const t = useTranslate();
  const translateText = useTranslateText();
  const headingId = useId();
  // The messages come from the contract (the same the API answers with), in English: shown in the page's language.
  const errorOf = (key: PropertySearchKey) => {
    const message = issues.find((issue) => issue.path === key)?.message;
    return message === undefined ? undefined : translateText(message);
  };
  // `?neighborhood=` may carry an id: the select shows that neighborhood's slug.
  const neighborhood = neighborhoods.find((n) => n.id === values.neighborhood)?.slug ?? values.neighborhood;
  const regions = REGIONS.map((region) => ({
    label: t(region),
    choices: neighborhoods.filter((n) => n.region === region).map((n) => ({ value: n.slug, label: n.name })),
  }));
  const cities = [...new Set(neighborhoods.map((n) => n.city))].sort().map((city) => ({ value: citySlug(city), label: translateText(city) })); // a city named as a region is ("Los Angeles")
  // Kept in the form while the choices load, so a search sent meanwhile keeps it.
  const loading = (current: string | undefined): Choice[] => (current ? [{ value: current, label: t('Loading…') }] : []);
  const sortChoices = SORT_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.label) }));
  const filtered = Object.keys(values).length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    const fields = Object.fromEntries([...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value).trim()]));
    onSearch(propertySearchQueryString(fields));
  };

  return (
    <form
      method="get"
      action={pathInLocale('/properties', locale)}
      // Sent as a plain GET, its empty fields stay out of the address (the start-up script, start-islands.ts).
      data-omit-empty=""
      role="search" aria-labelledby={headingId} onSubmit={submit} className={cx(inSheet ? styles.inSheet : styles.panel, className)}>
      {inSheet ? (
        <VisuallyHidden as={Heading} id={headingId}>
          {t('Search homes')}
        </VisuallyHidden>
      ) : (
        <Heading id={headingId} className={styles.title}>
          {t('Search homes')}
        </Heading>
      )}
      <div className={styles.fields}>
        <Select wide name="neighborhood" label={t('Neighborhood')} anyLabel={t('Any neighborhood')} value={neighborhood} error={errorOf('neighborhood')} choices={choicesLoading ? loading(neighborhood) : regions} />
        <Select wide name="city" label={t('City')} anyLabel={t('Any city')} value={values.city} error={errorOf('city')} choices={choicesLoading ? loading(values.city) : withCurrent(cities, values.city)} />
        <PriceInput name="minPrice" label={t('Min price (USD)')} value={values.minPrice} error={errorOf('minPrice')} />
        <PriceInput name="maxPrice" label={t('Max price (USD)')} value={values.maxPrice} error={errorOf('maxPrice')} />
        <Select name="minBeds" label={t('Bedrooms')} anyLabel={t('Any')} value={values.minBeds} error={errorOf('minBeds')} choices={withCurrent(atLeast(5), values.minBeds)} />
        <Select name="minBaths" label={t('Bathrooms')} anyLabel={t('Any')} value={values.minBaths} error={errorOf('minBaths')} choices={withCurrent(atLeast(4), values.minBaths)} />
        <Select
          wide
          name="type"
          label={t('Property type')}
          anyLabel={t('Any type')}
          value={values.type}
          error={errorOf('type')}
          choices={withCurrent(
            PROPERTY_TYPES.map((type) => ({ value: type, label: translateText(propertyTypeLabels[type]) })),
            values.type,
          )}
        />
        <Select wide name="sort" label={t('Sort by')} anyLabel={sortChoices[0]!.label} value={values.sort} error={errorOf('sort')} choices={withCurrent(sortChoices.slice(1), values.sort)} />
      </div>
      <div className={styles.actions}>
        <Button type="submit">{t('Show homes')}</Button>
        {filtered ? (
          <ButtonLink href="/properties" variant="secondary">
            {t('Clear filters')}
          </ButtonLink>
        ) : null}
      </div>
    </form>
  );
}
