import { LANGUAGE_SWITCH_PATH, LOCALE_TAGS, type Locale } from '@pcr/contracts';
import { cx } from '../../utils/cx.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import * as styles from './LanguageSwitch.css.js';

export interface LanguageSwitchProps {
  /** The page's path and query in its language ("/es/properties?city=irvine"). */
  currentPath: string;
  /** The language the switch leads to. */
  to: Locale;
  /** Between the desktop and wide breakpoints, show the language's code ("ES"): a crowded header bar's form. */
  compactBelowWide?: boolean;
  className?: string;
}

/** Each language's name, code and what the switch does, in that language: read by those who speak it. */
const SWITCH_TEXTS: Record<Locale, { name: string; code: string; description: string }> = {
  en: { name: 'English', code: 'EN', description: ': view this page in English' },
  es: { name: 'Español', code: 'ES', description: ': ver esta página en español' },
};

/**
 * The link to the same page in another language: a plain link to the server (not a client-side
 * navigation), so it works without JavaScript and the server can remember the choice (a cookie)
 * before it shows the page in that language.
 */
export function LanguageSwitch({ currentPath, to, compactBelowWide = false, className }: LanguageSwitchProps) {
  const { name, code, description } = SWITCH_TEXTS[to];
  return (
    <a className={cx(styles.languageSwitch, className)} href={`${LANGUAGE_SWITCH_PATH}/${to}?path=${encodeURIComponent(currentPath)}`} hrefLang={LOCALE_TAGS[to]} lang={LOCALE_TAGS[to]}>
      {/* Its name is what it shows (the language's name, or its code) and what it does, read in that language. */}
      {compactBelowWide ? (
        <>
          <span className={styles.fullName}>{name}</span>
          <span className={styles.code}>{code}</span>
        </>
      ) : (
        name
      )}
      <VisuallyHidden>{description}</VisuallyHidden>
    </a>
  );
}
