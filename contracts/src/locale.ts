/**
 * The site's languages (issue 30, decision 0032). English pages are unprefixed; a Spanish page is
 * the same path under /es. No language is chosen from Accept-Language: the path says it.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** Language tags for `<html lang>`, `hreflang` and `inLanguage` (US English, US Spanish). */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** The path prefix of the Spanish pages (English has none). */
export const SPANISH_PREFIX = '/es';

/** The cookie that remembers the visitor's choice of language (set by the header's switch). */
export const LANGUAGE_COOKIE = 'pcr_lang';

/** The path the header's switch links to: remembers the choice, then shows the page in that language. */
export const LANGUAGE_SWITCH_PATH = '/language';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'es';

/** A site path's language and the path without its language prefix ("/es/about" → es, "/about"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === SPANISH_PREFIX) return { locale: 'es', path: '/' };
  if (pathname.startsWith(`${SPANISH_PREFIX}/`)) return { locale: 'es', path: pathname.slice(SPANISH_PREFIX.length) };
  return { locale: 'en', path: pathname };
}

/** A site path ("/about", "/", "/properties?x=1") in a language ("/es/about", "/es", "/es/properties?x=1"). */
export function pathInLocale(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#') ? SPANISH_PREFIX + path.slice(1) : SPANISH_PREFIX + path;
}
