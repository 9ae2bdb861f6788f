/**
 * Texts in the visitor's language (decision 0032), gettext-style: a component writes its English
 * text where it is shown, through `t` ("Page not found", "Rated {rating} out of 5"), and the Spanish
 * catalog (catalog-es.ts, one chunk only /es pages load) maps each English text to its Spanish one.
 * `t` takes only texts the catalog translates, and the values their {placeholders} name, so a text
 * without its Spanish twin, or a missing value, fails the type check. English pages carry nothing
 * but the call: no keys, no English catalog.
 */
import type { spanishTexts } from './catalog-es.js';

/** Every English text of the site's interface (the Spanish catalog's keys). */
export type EnglishText = keyof typeof spanishTexts;

/** The names of a text's {placeholders}. */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** A text without placeholders (a label a list of links or options can hold). */
export type PlainText = { [K in EnglishText]: [Placeholders<K>] extends [never] ? K : never }[EnglishText];

/** The values a text shows, by placeholder (none for a text without any). */
export type TextValues<S extends string> = [Placeholders<S>] extends [never] ? [] : [values: Record<Placeholders<S>, string | number>];

/** Translates a text of the interface, its placeholders filled in. */
export type Translate = <S extends EnglishText>(english: S, ...values: TextValues<S>) => string;

/** A text with its {placeholders} filled in. */
export function fillPlaceholders(text: string, values?: Readonly<Record<string, string | number>>): string {
  return values ? text.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder)) : text;
}

/**
 * `t` outside a component (a page's head, a build script): the texts of `catalog`, or English
 * without one. Components take theirs from the page's language (`useTranslate`).
 */
export function translatorOf(catalog?: Readonly<Record<string, string>>): Translate {
  return (english, ...values) => fillPlaceholders(catalog?.[english] ?? english, values[0]);
}

/** A catalog whose every translation names the same {placeholders} as its English text (else the value's type says so). */
export type SamePlaceholders<T extends Record<string, string>> = {
  [K in keyof T]: K extends string
    ? [Placeholders<K>] extends [Placeholders<T[K]>]
      ? [Placeholders<T[K]>] extends [Placeholders<K>]
        ? T[K]
        : `names a placeholder "${Exclude<Placeholders<T[K]>, Placeholders<K>>}" the English text does not have`
      : `lacks the placeholder "${Exclude<Placeholders<K>, Placeholders<T[K]>>}" of the English text`
    : never;
};
