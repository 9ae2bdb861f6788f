// Its own entry: these texts, not the rest of the contracts.
import { formMessagesEs } from '@pcr/contracts/messages-es';
import { formsEs } from './forms.js';

/** The lead forms: their labels, options and buttons, and the spec's messages they and their notices show. */
export const leadFormsEs = { ...formsEs, ...formMessagesEs } as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    leadForms: typeof leadFormsEs;
  }
}
