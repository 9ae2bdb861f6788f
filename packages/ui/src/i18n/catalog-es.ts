/**
 * The Spanish catalog (es-US, usted): every English text of the interface to its Spanish, one chunk
 * that only /es pages load. `t` accepts only its keys (translate.ts), and each translation must name
 * the same {placeholders} as its English text: both fail the type check otherwise.
 */
// Its own entry: the Spanish chunk takes these texts, not the rest of the contracts.
import { formMessagesEs } from '@pcr/contracts/messages-es';
import { formsEs } from './es/forms.js';
import { homeEs } from './es/home.js';
import { listingsEs } from './es/listings.js';
import { pageStatesEs } from './es/page-states.js';
import { siteChromeEs } from './es/site-chrome.js';
import { testimonialsEs } from './es/testimonials.js';
import type { SamePlaceholders } from './translate.js';

const checked = <const T extends Record<string, string>>(texts: T & SamePlaceholders<T>): T => texts;

export const spanishTexts = checked({ ...siteChromeEs, ...pageStatesEs, ...listingsEs, ...homeEs, ...testimonialsEs, ...formsEs, ...formMessagesEs });
