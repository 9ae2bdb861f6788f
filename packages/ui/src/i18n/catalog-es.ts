/**
 * The Spanish catalog (es-US, usted): every English text of the interface to its Spanish. `t` accepts
 * only its keys (translate.ts), and each translation must name the same {placeholders} as its English
 * text: both fail the type check otherwise. It is the language's one catalog (decision 0051): the
 * server renders Spanish pages with it, and a Spanish page's first island loads it whole, in its own
 * chunk (load-catalog.ts): no page or part chooses its texts by hand.
 *
 * Each file of ./es/ is an area of it (a page's texts, its head's included, or a part's): the build
 * merges every one in (the glob below), and each adds its texts' type to `SpanishAreas` itself, so a
 * new area is one new file, with no list to keep (decision 0062). An area that a file forgets to add
 * leaves its texts out of `t`'s keys: its `t('…')` calls fail the type check, not the page.
 */
import type { SamePlaceholders } from './translate.js';

/** The catalog's areas by name, each `typeof` its texts: filled by each file of ./es/ (`declare module`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by the area files
export interface SpanishAreas {}

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every area's texts in one object type. */
type SpanishTexts = Intersection<SpanishAreas[keyof SpanishAreas]>;

// Every export of every area file (an area that takes in another repeats its texts: the same Spanish).
const areaModules = import.meta.glob<Record<string, Readonly<Record<string, string>>>>(['./es/*.ts', '!./es/*.test.ts'], { eager: true });

const checked = <T extends Record<string, string>>(texts: T & SamePlaceholders<T>): T => texts;

export const spanishTexts = checked<SpanishTexts>(Object.assign({}, ...Object.values(areaModules).flatMap((module) => Object.values(module))) as SpanishTexts);
