/**
 * Type-level tests of the catalogs, checked by `npm run typecheck` (part of `npm test`): each line
 * marked @ts-expect-error must fail to compile. Should one compile (a text without its Spanish twin
 * accepted, a placeholder no longer checked), the unused directive fails the type check.
 */
import type { SamePlaceholders, Translate } from './translate.js';

declare const t: Translate;

// A text the Spanish catalog translates, with the values its placeholders name: compiles.
t('Page not found');
t('Rated {rating} out of 5', { rating: '4.5' });

// @ts-expect-error A text the Spanish catalog does not translate.
t('A text nobody translated');

// @ts-expect-error A text with a placeholder needs its value.
t('Rated {rating} out of 5');

// @ts-expect-error The value of another placeholder than the text's.
t('Rated {rating} out of 5', { stars: '4.5' });

const checked = <const T extends Record<string, string>>(texts: T & SamePlaceholders<T>): T => texts;

checked({ 'Rated {rating} out of 5': 'Calificación: {rating} de 5' });

// @ts-expect-error A translation that lost the English text's placeholder.
checked({ 'Rated {rating} out of 5': 'Calificación de 5' });

// @ts-expect-error A translation with a placeholder the English text does not fill.
checked({ 'Page not found': 'Página {name} no encontrada' });
