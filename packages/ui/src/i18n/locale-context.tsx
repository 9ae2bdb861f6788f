import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { Locale } from '@pcr/contracts';
import { translatorOf, type Translate } from './translate.js';

/** A language's texts: each English text of the interface to its translation (catalog-es.ts). */
export type Catalog = Readonly<Record<string, string>>;

const LocaleContext = createContext<{ locale: Locale; catalog?: Catalog | undefined }>({ locale: 'en' });

export interface LocaleProviderProps {
  locale: Locale;
  /** The language's catalog (loaded before the page renders); none for English. */
  catalog?: Catalog | undefined;
  children?: ReactNode;
}

/** The page's language for every component below (the app derives it from the path). */
export function LocaleProvider({ locale, catalog, children }: LocaleProviderProps) {
  return <LocaleContext value={{ locale, catalog }}>{children}</LocaleContext>;
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/**
 * A text that arrives as data (a field's error from the contract's schema or the server, a select's
 * option value) in the page's language, when the catalog has it. Not type-checked as `t` is: the
 * catalog's tests check that the contract's messages are all there (catalog-es.test.ts).
 */
export function useTranslateText(): (text: string) => string {
  const { catalog } = useContext(LocaleContext);
  return (text) => catalog?.[text] ?? text;
}

/** `t`: the interface's texts in the page's language (see translate.ts). */
export function useTranslate(): Translate {
  return translatorOf(useContext(LocaleContext).catalog);
}

/**
 * Adds texts to the catalog for the part below: a part loaded when needed (a page, a form, the
 * calculator) brings its own Spanish texts, so a page's first load carries only its own (decision 0032).
 */
export function MoreTexts({ texts, children }: { texts: Catalog | undefined; children?: ReactNode }) {
  const { locale, catalog } = useContext(LocaleContext);
  const merged = useMemo(() => (texts ? { ...catalog, ...texts } : catalog), [catalog, texts]);
  return <LocaleContext value={{ locale, catalog: merged }}>{children}</LocaleContext>;
}

/** A component that renders with `texts` added to the catalog (its loader made it once, so the type stays the same). */
export function withTexts<Props extends object>(Component: ComponentType<Props>, texts: Catalog | undefined): ComponentType<Props> {
  if (!texts) return Component;
  return function WithTexts(props: Props) {
    return (
      <MoreTexts texts={texts}>
        <Component {...props} />
      </MoreTexts>
    );
  };
}
