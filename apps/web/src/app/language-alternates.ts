import { LOCALE_TAGS, pathInLocale, splitLocale, type Locale } from '@pcr/contracts';
import type { LanguageAlternate } from './page-head.js';

const LANGUAGES: readonly Locale[] = ['en', 'es'];

/**
 * A page in every language, and English again as `x-default` (the page for a language the site does
 * not speak): each language's page names them all, so search engines see them as a set.
 */
export function languageAlternates(siteUrl: string, canonicalPath: string): LanguageAlternate[] {
  const query = canonicalPath.indexOf('?');
  const { path } = splitLocale(query === -1 ? canonicalPath : canonicalPath.slice(0, query));
  const href = (locale: Locale) => new URL(pathInLocale(path, locale) + (query === -1 ? '' : canonicalPath.slice(query)), `${siteUrl}/`).href;
  return [...LANGUAGES.map((locale) => ({ hrefLang: LOCALE_TAGS[locale], href: href(locale) })), { hrefLang: 'x-default', href: href('en') }];
}
