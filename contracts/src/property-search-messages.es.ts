import type { propertySearchMessages } from './property-search-messages.js';
import type { PropertyTypeValue, propertyTypeLabels } from './property-types.js';

/**
 * The property search's contract texts in Spanish (es-US, usted), by their English text: the kinds of
 * home and the field messages (the same the API answers with). Typed against the English, so a text
 * added without its Spanish fails the type check.
 */
export const propertySearchMessagesEs = {
  // Kinds of home (propertyTypeLabels)
  'Single-family home': 'Casa unifamiliar',
  Condo: 'Condominio',
  Townhouse: 'Casa adosada (townhouse)',
  'Multi-family': 'Multifamiliar',
  // The search's field messages
  'Choose a city from the list.': 'Elija una ciudad de la lista.',
  'Enter the minimum price in whole dollars.': 'Escriba el precio mínimo en dólares enteros.',
  'Enter the maximum price in whole dollars.': 'Escriba el precio máximo en dólares enteros.',
  'The maximum price cannot be below the minimum price.': 'El precio máximo no puede ser menor que el precio mínimo.',
  'Enter the minimum bedrooms as a whole number.': 'Escriba el mínimo de recámaras como número entero.',
  'Enter the minimum bathrooms as a whole number.': 'Escriba el mínimo de baños como número entero.',
  'Choose a property type: single-family, condo, townhouse or multi-family.': 'Elija un tipo de propiedad: unifamiliar, condominio, casa adosada o multifamiliar.',
  'Sort by price-asc, price-desc or newest.': 'Ordene por price-asc, price-desc o newest.',
} as const satisfies Record<(typeof propertyTypeLabels)[PropertyTypeValue] | (typeof propertySearchMessages)[keyof typeof propertySearchMessages], string>;
