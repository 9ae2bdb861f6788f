/** How often an alert's e-mail comes (es-US): the alert form's choices, which the page that manages alerts shows too. */
export const alertFrequenciesEs = {
  'How often': 'Frecuencia',
  Instant: 'Al instante',
  'As soon as they appear': 'En cuanto aparezcan',
  Daily: 'Una vez al día',
  Weekly: 'Una vez por semana',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    alertFrequencies: typeof alertFrequenciesEs;
  }
}
