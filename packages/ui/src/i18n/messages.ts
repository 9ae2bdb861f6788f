/**
 * Typed message catalogs of our own (decision 0032): a component's English texts sit beside it in
 * `X.messages.ts` (plain strings, or functions of their values); its Spanish ones in
 * `X.messages.es.ts`, typed against the English so a missing or extra text fails the type check.
 * English ships with the component's code, as before; Spanish comes in one chunk only /es pages load.
 */
/** A text: a string, or a function of the values it shows (counts, names, prices). */
export type Message = string | ((...values: never[]) => string);

/** A component's English messages (declared with an id its translations are found by, kept out of sight). */
export type Messages<T extends Record<string, Message> = Record<string, Message>> = T;

/** The same texts in another language: every key, each a string or a function of the same values. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

const ID = '__messages';

/** Declares a component's English messages under an id unique in the site (the Spanish catalog's key). */
export function defineMessages<T extends Record<string, Message>>(id: string, english: T): Messages<T> {
  return Object.defineProperty({ ...english }, ID, { value: id, enumerable: false }) as Messages<T>;
}

/** The id a component's messages were declared with. */
export function messagesIdOf(messages: Messages): string {
  const id = (messages as unknown as Record<string, unknown>)[ID];
  if (typeof id !== 'string') throw new Error('These messages were not declared with defineMessages');
  return id;
}
