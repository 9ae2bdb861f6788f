import { LOCALE_TAGS, pathInLocale, splitLocale, splitTarget, type Locale } from '@pcr/contracts';
import type { LanguageAlternate } from './page-head.js';

const LANGUAGES: readonly Locale[] = ['en', 'es'];

/**
 * A page in every language, and English again as `x-default` (the page for a language the site does
 * not speak): each language's page names them all, so search engines see them as a set.
 */
export function languageAlternates(siteUrl: string, canonicalPath: string): LanguageAlternate[] {
  const target = splitTarget(canonicalPath);
  const { path } = splitLocale(target.path);
  // The origin, then the path as written: read as a URL against a base, "//x" names a host (an
  // unknown "//..%2f.." threw, and every not-found page after it answered 500).
  const href = (locale: Locale) => `${siteUrl}${pathInLocale(path, locale)}${target.query}`;
  return [...LANGUAGES.map((locale) => ({ hrefLang: LOCALE_TAGS[locale], href: href(locale) })), { hrefLang: 'x-default', href: href('en') }];
}

/**
 * How search engines see a page in a language (decision 0032): an English page is offered to them; a
 * page's twin in another language only once the page is translated (until then it serves visitors
 * only), and then the two name each other. The server's render and the browser's head both ask this.
 */
export function languageListing(locale: Locale, translated: boolean, siteUrl: string, canonicalPath: string): { indexed: boolean; alternates: LanguageAlternate[] | undefined } {
  return { indexed: locale === 'en' || translated, alternates: translated ? languageAlternates(siteUrl, canonicalPath) : undefined };
}
