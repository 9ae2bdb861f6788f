// Its own entry: these texts, not the rest of the contracts.
import { mortgageMessagesEs } from '@pcr/contracts/mortgage-messages-es';

/**
 * The mortgage calculator (es-US, usted): it loads with the calculator. "Enganche" is the down
 * payment as Spanish speakers in California say it; HOA and Mello-Roos keep their names, explained
 * once (the description and the assessments' hint).
 */
export const mortgageEs = {
  'Estimate your monthly payment': 'Calcule su pago mensual',
  "Principal and interest, California property tax, insurance, HOA dues and mortgage insurance. An estimate, not a loan offer: your lender's figures will differ.":
    'Capital e intereses, impuesto predial de California, seguro, cuotas de HOA (la asociación de propietarios) y seguro hipotecario. Es una estimación, no una oferta de préstamo: las cifras de su prestamista serán distintas.',
  'The estimate below uses the figures shown; changing them needs JavaScript.': 'La estimación usa las cifras que se muestran; para cambiarlas se necesita JavaScript.',
  'Home price ($)': 'Precio de la vivienda ($)',
  'Down payment ($)': 'Enganche ($)',
  'Down payment (% of price)': 'Enganche (% del precio)',
  'Below {percent}% adds mortgage insurance (PMI)': 'Con menos del {percent}% se agrega seguro hipotecario (PMI)',
  'Down payment in': 'Enganche en',
  Dollars: 'Dólares',
  Percent: 'Porcentaje',
  'Interest rate (%)': 'Tasa de interés (%)',
  'Per year': 'Por año',
  'Per month': 'Por mes',
  'Loan term': 'Plazo del préstamo',
  '{years} years': '{years} años',
  'Property tax rate (%)': 'Tasa del impuesto predial (%)',
  'Of the price, per year; about 1.1% in California': 'Del precio, por año; alrededor del 1.1% en California',
  'Local assessments ($)': 'Contribuciones locales ($)',
  'Per year: Mello-Roos and other special taxes': 'Por año: Mello-Roos (impuesto especial de algunas urbanizaciones nuevas) y otros impuestos especiales',
  'Home insurance ($)': 'Seguro de la vivienda ($)',
  'HOA dues ($)': 'Cuotas de HOA ($)',
  'Estimated monthly payment': 'Pago mensual estimado',
  'per month': 'al mes',
  'To see your estimate, correct the {fields}.': 'Para ver su estimación, corrija: {fields}.',
  'home price': 'precio de la vivienda',
  'down payment': 'enganche',
  'interest rate': 'tasa de interés',
  'loan term': 'plazo del préstamo',
  'property tax rate': 'tasa del impuesto predial',
  'local assessments': 'contribuciones locales',
  'monthly HOA dues': 'cuotas mensuales de HOA',
  'home insurance': 'seguro de la vivienda',
  'A loan of {amount}, {percent}% of the price.': 'Un préstamo de {amount}, el {percent}% del precio.',
  'PMI applies below {percent}% down: {rate}% of the loan a year.': 'Con menos del {percent}% de enganche se paga PMI: el {rate}% del préstamo al año.',
  'No PMI at {percent}% down or more.': 'Sin PMI con un enganche del {percent}% o más.',
  'Principal & interest': 'Capital e intereses',
  'Property tax': 'Impuesto predial',
  'Home insurance': 'Seguro de la vivienda',
  'HOA dues': 'Cuotas de HOA',
  'Mortgage insurance (PMI)': 'Seguro hipotecario (PMI)',
  ...mortgageMessagesEs,
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    mortgage: typeof mortgageEs;
  }
}
