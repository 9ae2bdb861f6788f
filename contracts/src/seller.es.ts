import type { homeConditionLabels, sellerMessages, sellingTimelineLabels } from './seller.js';

type TextsOf<T> = T[keyof T];

/**
 * The seller form's contract texts in Spanish (es-US, usted), by their English text: its choices and
 * field messages (the same the API answers with). Typed against the English, so a text added without
 * its Spanish fails the type check.
 */
export const sellerTextsEs = {
  // Condition (homeConditionLabels)
  'Move-in ready': 'Lista para habitar',
  'Needs some updates': 'Necesita algunas mejoras',
  'Needs major work': 'Necesita reformas importantes',
  // When the visitor may sell (sellingTimelineLabels)
  'Within 3 months': 'En los próximos 3 meses',
  'In 3 to 6 months': 'En 3 a 6 meses',
  'In 6 to 12 months': 'En 6 a 12 meses',
  'Just curious': 'Solo por curiosidad',
  // Field messages (the consent's is the alert form's, already in leadValidationMessagesEs)
  'Please enter the street address': 'Escriba la dirección (calle y número)',
  'Please choose the city': 'Elija la ciudad',
  'Please enter a 5-digit ZIP code': 'Escriba un código postal de 5 dígitos',
  'Please choose the type of home': 'Elija el tipo de vivienda',
  'Please enter the number of bedrooms': 'Escriba el número de recámaras',
  'Please enter the number of bathrooms (halves allowed)': 'Escriba el número de baños (se admiten medios baños)',
  'Please enter the living area in square feet (200 to 50,000)': 'Escriba la superficie habitable en pies cuadrados (de 200 a 50,000)',
  'Please choose the condition': 'Elija el estado de la vivienda',
  'Please choose when you may sell': 'Elija cuándo podría vender',
} as const satisfies Record<
  TextsOf<typeof homeConditionLabels> | TextsOf<typeof sellingTimelineLabels> | Exclude<TextsOf<typeof sellerMessages>, typeof sellerMessages.consent>,
  string
>;
