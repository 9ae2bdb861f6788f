/** What a neighborhood's page and a city's guide both show (es-US): market figures and the short form's heading. */
export const areaPagesEs = {
  Lifestyle: 'Estilo de vida',
  'Avg. Days on Market': 'Días promedio en el mercado',
  'Price per Sq. Ft.': 'Precio por pie²',
  'Interested in {name}?': '¿Le interesa {name}?',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    areaPages: typeof areaPagesEs;
  }
}
