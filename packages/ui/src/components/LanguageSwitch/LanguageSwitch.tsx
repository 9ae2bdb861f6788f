import { LANGUAGE_SWITCH_PATH, LOCALE_TAGS, splitLocale, type Locale } from '@pcr/contracts';
import { cx } from '../../utils/cx.js';
import * as styles from './LanguageSwitch.css.js';

export interface LanguageSwitchProps {
  /** The page's path and query in its language ("/es/properties?city=Irvine"). */
  currentPath: string;
  /** The page's language; the switch leads to the other one. */
  locale: Locale;
  /** The other language's name, in that language ("Español", "English"). */
  label: string;
  /** What the link does, in the other language (its accessible name, which contains the label). */
  description: string;
  className?: string;
}

const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en');

/** The address that remembers the choice (a cookie) and then shows this page in `locale`. */
export function languageSwitchHref(currentPath: string, locale: Locale): string {
  const [pathname = '/', query] = currentPath.split('?', 2);
  const path = splitLocale(pathname).path + (query ? `?${query}` : '');
  return `${LANGUAGE_SWITCH_PATH}/${locale}?path=${encodeURIComponent(path)}`;
}

/**
 * The link to the same page in the other language. A plain link to the server (not a client-side
 * navigation), so it works without JavaScript and the server can remember the choice.
 */
export function LanguageSwitch({ currentPath, locale, label, description, className }: LanguageSwitchProps) {
  const other = otherLocale(locale);
  return (
    <a
      className={cx(styles.languageSwitch, className)}
      href={languageSwitchHref(currentPath, other)}
      hrefLang={LOCALE_TAGS[other]}
      lang={LOCALE_TAGS[other]}
      aria-label={description}
    >
      {label}
    </a>
  );
}
