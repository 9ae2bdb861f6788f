import type { AboutContent, Agent, ArticleSection, CityDetail, LegalDocument, Neighborhood } from '@pcr/contracts';
import type { GuideEntry } from './guide-catalog.js';

/**
 * The texts of a content entity in another language (decision 0035): the same shape with only its
 * strings, every one optional, so numbers, dates and slugs have one home (the English entity) and
 * a translation cannot change them. A list of strings is translated whole; a list of objects item
 * by item, in the same order and number.
 */
export type TextsOf<T> = T extends string
  ? string
  : T extends readonly (infer E)[]
    ? readonly TextsOf<E>[]
    : T extends object
      ? { readonly [K in keyof T]?: TextsOf<T[K]> }
      : never;

/** What a neighborhood says (its name, city and region are names or labels translated elsewhere). */
export type NeighborhoodTexts = Pick<Neighborhood, 'description' | 'propertyTypes' | 'housing' | 'lifestyle' | 'education' | 'transportation'>;

/** What an agent's card says about them (their name stays). */
export type AgentTexts = Pick<Agent, 'title' | 'bio'>;

type CityListTexts = readonly TextsOf<CityDetail['parks'][number]>[];

/** A city guide's texts: every prose field, and each listed place's description (names of places stay as written). */
export interface CityTexts extends Pick<CityDetail, 'description' | 'metaDescription' | 'overview' | 'bestFor' | 'realEstateMarket' | 'faqs'> {
  readonly schools: { readonly overview: string; readonly topSchools: readonly TextsOf<CityDetail['schools']['topSchools'][number]>[] };
  readonly attractions: CityListTexts;
  readonly parks: CityListTexts;
  readonly beaches?: CityListTexts;
  readonly restaurants: CityListTexts;
  readonly shopping: CityListTexts;
  readonly walkableAreas?: CityListTexts;
}

/** A guide's card and head texts (its dates and related guides stay the English entry's). */
export type GuideEntryTexts = Pick<GuideEntry, 'title' | 'description' | 'summary' | 'readingMinutes'>;

/** Whole editorial documents have no numbers of their own to keep: a translation is the same type. */
export type TranslatedAbout = AboutContent;
export type TranslatedLegalDocument = LegalDocument;
export type TranslatedGuideSections = ArticleSection[];

/**
 * The entity in the other language: its strings replaced by the translation's, everything else kept.
 * Lists of objects are merged item by item (the content tests hold them to the same length).
 */
export function withTranslatedTexts<T>(english: T, texts: TextsOf<T> | undefined): T {
  if (texts === undefined) return english;
  if (typeof english === 'string' || typeof texts === 'string') return texts as T;
  if (Array.isArray(english)) {
    const list = texts as readonly unknown[];
    // A list of strings is one text; a list of objects keeps the English items' other fields.
    if (english.every((item) => typeof item === 'string')) return list as T;
    return english.map((item, i) => withTranslatedTexts(item, list[i] as TextsOf<typeof item>)) as T;
  }
  if (english && typeof english === 'object') {
    const merged: Record<string, unknown> = { ...(english as Record<string, unknown>) };
    for (const [key, value] of Object.entries(texts as object)) merged[key] = withTranslatedTexts((english as Record<string, unknown>)[key], value as never);
    return merged as T;
  }
  return english;
}
