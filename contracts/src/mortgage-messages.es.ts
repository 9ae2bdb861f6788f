import type { mortgageMessages } from './mortgage.js';

/**
 * The mortgage calculator's field messages in Spanish (es-US, usted), by their English text; "enganche"
 * is the down payment. Typed against the English, so a message added without its Spanish fails the type check.
 */
export const mortgageMessagesEs = {
  'Enter a home price between $10,000 and $100,000,000': 'Escriba un precio de vivienda entre $10,000 y $100,000,000',
  'Enter a down payment in dollars or as a percent of the price': 'Escriba un enganche en dólares o como porcentaje del precio',
  'Enter a down payment between 0% and 100% of the price': 'Escriba un enganche entre el 0% y el 100% del precio',
  'The down payment cannot be more than the price': 'El enganche no puede ser mayor que el precio',
  '100% financing is not available in this calculator: enter a down payment above $0':
    'Esta calculadora no ofrece financiamiento del 100%: escriba un enganche mayor que $0',
  'Enter an interest rate between 0% and 20%': 'Escriba una tasa de interés entre el 0% y el 20%',
  'Choose a loan term of 30, 20 or 15 years': 'Elija un plazo de préstamo de 30, 20 o 15 años',
  'Enter a property tax rate between 0% and 5%': 'Escriba una tasa de impuesto predial entre el 0% y el 5%',
  'Enter yearly local assessments in dollars (0 if none)': 'Escriba las contribuciones locales anuales en dólares (0 si no hay)',
  'Enter monthly HOA dues in dollars (0 if none)': 'Escriba las cuotas mensuales de HOA en dólares (0 si no hay)',
  'Enter the yearly insurance premium in dollars': 'Escriba la prima anual del seguro en dólares',
} as const satisfies Record<(typeof mortgageMessages)[keyof typeof mortgageMessages], string>;
