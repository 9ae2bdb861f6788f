/**
 * The site's languages (issue 30, decision 0032). English pages are unprefixed; a Spanish page is
 * the same path under /es. No language is chosen from Accept-Language: the path says it.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Language tags for `<html lang>`, `hreflang` and `inLanguage` (US English, US Spanish). */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** The path prefix of a language's pages ('' for English). */
export const LOCALE_PREFIXES: Readonly<Record<Locale, string>> = { en: '', es: '/es' };

/** The cookie that remembers the visitor's choice of language (set by the header's switch). */
export const LANGUAGE_COOKIE = 'pcr_lang';

/** The path the header's switch links to: remembers the choice, then shows the page in that language. */
export const LANGUAGE_SWITCH_PATH = '/language';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** A site path's language and the path without its language prefix ("/es/about" → es, "/about"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIXES[locale];
    if (!prefix) continue;
    if (pathname === prefix) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A site path ("/about", "/", "/properties?x=1") in a language ("/es/about", "/es", "/es/properties?x=1"). */
export function pathInLocale(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIXES[locale];
  if (!prefix) return path;
  if (path === '/' || path === '') return prefix;
  if (path.startsWith('/?') || path.startsWith('/#')) return prefix + path.slice(1);
  return prefix + path;
}
