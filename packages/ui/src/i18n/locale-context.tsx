import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, pathInLocale, type Locale } from '@pcr/contracts';
import { messagesIdOf, type Message, type Messages, type Translation } from './messages.js';

/** A language's texts by messages id (the Spanish catalog); English needs none: its texts are the code's. */
export type Catalog = Readonly<Record<string, Readonly<Record<string, Message>>>>;

interface LocaleValue {
  locale: Locale;
  catalog: Catalog | undefined;
}

const LocaleContext = createContext<LocaleValue>({ locale: DEFAULT_LOCALE, catalog: undefined });

export interface LocaleProviderProps {
  locale: Locale;
  /** The language's catalog (loaded before the page renders); none for English. */
  catalog?: Catalog | undefined;
  children?: ReactNode;
}

/** The page's language for every component below (the app derives it from the path). */
export function LocaleProvider({ locale, catalog, children }: LocaleProviderProps) {
  if (locale !== DEFAULT_LOCALE && !catalog) throw new Error(`The ${locale} catalog must be loaded before its pages render`);
  return <LocaleContext.Provider value={{ locale, catalog }}>{children}</LocaleContext.Provider>;
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** A component's texts in the page's language. */
export function useMessages<T extends Record<string, Message>>(messages: Messages<T>): Translation<T> {
  const { locale, catalog } = useContext(LocaleContext);
  if (locale === DEFAULT_LOCALE || !catalog) return messages as Translation<T>;
  const id = messagesIdOf(messages);
  const translated = catalog[id];
  if (!translated) throw new Error(`The ${locale} catalog has no messages "${id}"`);
  return translated as Translation<T>;
}

/** Site paths in the page's language ("/about" → "/es/about" on a Spanish page). */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => pathInLocale(path, locale);
}
