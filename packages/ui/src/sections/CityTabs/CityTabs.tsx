import { useId, type ReactNode } from 'react';
import { Tabs } from '@ark-ui/react/tabs';
import {
  CRIME_INDEX_MAX,
  formatRating,
  SCHOOL_RATING_MAX,
  WALK_SCORE_MAX,
  type CityDetail,
  type CityItem,
  type CityTextItem,
  type School,
} from '@pcr/contracts';
import { Icon, type IconName } from '../../components/Icon/Icon.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import { CITY_IMAGE_SIZE } from '../CityHero/CityHero.js';
import * as styles from './CityTabs.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';
import type { PlainText } from '../../i18n/translate.js';

/** The four tabs of spec section 2, in order; Real Estate is the default (labels in English: the tabs show them in the page's language). */
export const CITY_TABS = [
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'schools', label: 'Schools' },
  { value: 'attractions', label: 'Attractions' },
  { value: 'lifestyle', label: 'Lifestyle' },
] as const satisfies readonly { value: string; label: PlainText }[];

export type CityTabValue = (typeof CITY_TABS)[number]['value'];
export const DEFAULT_CITY_TAB: CityTabValue = 'real-estate';

export type CityTabsCity = Pick<
  CityDetail,
  | 'lang'
  | 'name'
  | 'realEstateMarket'
  | 'yearBuiltMedian'
  | 'walkScore'
  | 'crimeIndex'
  | 'schoolRatingAvg'
  | 'schools'
  | 'attractions'
  | 'parks'
  | 'beaches'
  | 'restaurants'
  | 'shopping'
  | 'walkableAreas'
>;

export interface CityTabsProps {
  city: CityTabsCity;
  className?: string;
}

/** A score "out of" a maximum: the figure, the scale in words, an optional note and a decorative gauge. */
function Score({ label, figure, max, note, gauge }: { label: string; figure: string; max?: number; note?: string; gauge?: number }) {
  const t = useTranslate();
  return (
    <div className={styles.score}>
      <dt className={styles.scoreLabel}>{label}</dt>
      <dd className={styles.scoreValue}>
        <span className={styles.scoreFigure}>{figure}</span>
        {max !== undefined ? <span className={styles.scoreScale}>{t('out of {max}', { max })}</span> : null}
      </dd>
      {note ? <dd className={styles.scoreNote}>{note}</dd> : null}
      {gauge !== undefined ? (
        <dd className={styles.gauge} aria-hidden="true">
          <span className={styles.gaugeFill} style={{ width: `${Math.min(Math.max(gauge, 0), 1) * 100}%` }} />
        </dd>
      ) : null}
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.block}>
      <h3 id={id} className={styles.blockTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function RealEstatePanel({ city }: { city: CityTabsCity }) {
  const t = useTranslate();
  return (
    <>
      <Block title={t('The {city} Market', { city: city.name })}>
        <p className={styles.prose} lang={city.lang}>
          {city.realEstateMarket}
        </p>
      </Block>
      <dl className={styles.scores}>
        <Score label={t('Median Year Built')} figure={String(city.yearBuiltMedian)} />
        <Score label={t('Walk Score')} figure={String(city.walkScore)} max={WALK_SCORE_MAX} gauge={city.walkScore / WALK_SCORE_MAX} />
        <Score
          label={t('Crime Index')}
          figure={String(city.crimeIndex)}
          max={CRIME_INDEX_MAX}
          note={t('(lower is better)')}
          gauge={city.crimeIndex / CRIME_INDEX_MAX}
        />
      </dl>
    </>
  );
}

/** A school: the guide's words (name, kind, notes) marked with their language when it is not the page's; its rating in the page's. */
function SchoolRow({ school, lang }: { school: School; lang: CityTabsCity['lang'] }) {
  const t = useTranslate();
  return (
    <li className={styles.school}>
      <div className={styles.schoolMain} lang={lang}>
        <h4 className={styles.schoolName}>{school.name}</h4>
        <div className={styles.schoolMeta}>
          <span className={styles.typeBadge}>{school.type}</span>
        </div>
        {school.notes ? <p className={styles.schoolNotes}>{school.notes}</p> : null}
      </div>
      {school.rating !== undefined ? (
        <p className={styles.schoolRating}>
          <Icon name="star" size={16} className={styles.schoolRatingIcon} />
          {t('{rating} out of {max}', { rating: formatRating(school.rating), max: SCHOOL_RATING_MAX })}
        </p>
      ) : null}
    </li>
  );
}

function SchoolsPanel({ city }: { city: CityTabsCity }) {
  const t = useTranslate();
  return (
    <>
      <Block title={t('Schools in {city}', { city: city.name })}>
        <p className={styles.prose} lang={city.lang}>
          {city.schools.overview}
        </p>
      </Block>
      <dl className={cx(styles.scores, styles.scoresSingle)}>
        <Score
          label={t('Average School Rating')}
          figure={formatRating(city.schoolRatingAvg)}
          max={SCHOOL_RATING_MAX}
          gauge={city.schoolRatingAvg / SCHOOL_RATING_MAX}
        />
      </dl>
      {city.schools.topSchools.length > 0 ? (
        <Block title={t('Top Schools')}>
          <ul className={styles.schools}>
            {city.schools.topSchools.map((school) => (
              <SchoolRow key={school.name} school={school} lang={city.lang} />
            ))}
          </ul>
        </Block>
      ) : null}
    </>
  );
}

/** A place: its photo when there is one, otherwise an icon beside the title. */
function PlaceCard({ item, icon }: { item: CityItem; icon: IconName }) {
  return (
    <article className={styles.card}>
      {item.imageUrl ? (
        <div className={styles.cardMedia}>
          <img
            className={styles.cardImage}
            src={item.imageUrl}
            alt={item.title}
            width={CITY_IMAGE_SIZE.width}
            height={CITY_IMAGE_SIZE.height}
            loading="lazy"
            decoding="async"
          />
        </div>
      ) : null}
      <div className={cx(styles.cardBody, item.imageUrl ? styles.cardBodyIllustrated : undefined)}>
        {item.imageUrl ? null : (
          <span className={styles.cardIcon}>
            <Icon name={icon} size={18} />
          </span>
        )}
        <h4 className={styles.cardTitle}>{item.title}</h4>
        <p className={styles.cardText}>{item.description}</p>
      </div>
    </article>
  );
}

function PlaceCards({ title, items, icon, lang }: { title: string; items: CityItem[]; icon: IconName; lang: CityTabsCity['lang'] }) {
  return (
    <Block title={title}>
      <ul className={styles.cards} lang={lang}>
        {items.map((item) => (
          <li key={item.title}>
            <PlaceCard item={item} icon={icon} />
          </li>
        ))}
      </ul>
    </Block>
  );
}

function AttractionsPanel({ city }: { city: CityTabsCity }) {
  const t = useTranslate();
  return (
    <>
      <PlaceCards title={t('Popular Attractions')} items={city.attractions} icon="star" lang={city.lang} />
      <PlaceCards title={t('Parks & Recreation')} items={city.parks} icon="compass" lang={city.lang} />
      {city.beaches && city.beaches.length > 0 ? <PlaceCards title={t('Beaches')} items={city.beaches} icon="sun" lang={city.lang} /> : null}
    </>
  );
}

function TextItems({ title, items, lang }: { title: string; items: CityTextItem[]; lang: CityTabsCity['lang'] }) {
  return (
    <Block title={title}>
      <ul className={styles.items} lang={lang}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <h4 className={styles.itemTitle}>{item.title}</h4>
            <p className={styles.cardText}>{item.description}</p>
          </li>
        ))}
      </ul>
    </Block>
  );
}

function LifestylePanel({ city }: { city: CityTabsCity }) {
  const t = useTranslate();
  return (
    <>
      <TextItems title={t('Restaurants & Dining')} items={city.restaurants} lang={city.lang} />
      <TextItems title={t('Shopping')} items={city.shopping} lang={city.lang} />
      {city.walkableAreas && city.walkableAreas.length > 0 ? <TextItems title={t('Walkable Areas')} items={city.walkableAreas} lang={city.lang} /> : null}
    </>
  );
}

const panels: Record<CityTabValue, (props: { city: CityTabsCity }) => ReactNode> = {
  'real-estate': RealEstatePanel,
  schools: SchoolsPanel,
  attractions: AttractionsPanel,
  lifestyle: LifestylePanel,
};

/**
 * Ark UI Tabs: Real Estate (default), Schools, Attractions, Lifestyle. Arrow keys move between tabs
 * and select them. Every panel is rendered (hidden until selected), so prerendered pages carry all the text.
 * The guide's texts are marked with their language when it is not the page's (`city.lang`).
 */
export function CityTabs({ city, className }: CityTabsProps) {
  const headingId = useId();
  const t = useTranslate();
  return (
    <section aria-labelledby={headingId} className={cx(styles.section, className)}>
      <SectionHeading
        id={headingId}
        eyebrow={t('Living Here')}
        title={
          <>
            {t('Explore ')}
            <em>{city.name}</em>
          </>
        }
      />
      <Tabs.Root defaultValue={DEFAULT_CITY_TAB} className={styles.root}>
        <Tabs.List className={styles.list} aria-label={t('About {city}', { city: city.name })}>
          {CITY_TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={styles.trigger}>
              {t(tab.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {CITY_TABS.map((tab) => {
          const Panel = panels[tab.value];
          return (
            <Tabs.Content key={tab.value} value={tab.value} className={styles.panel}>
              <Panel city={city} />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </section>
  );
}
