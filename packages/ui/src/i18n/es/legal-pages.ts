/** /privacy-policy and /terms-of-service (es-US): a translation says that the English version governs (the documents: @pcr/content src/es/legal). */
export const legalPagesEs = {
  'This is a courtesy translation. If the two versions differ, the English version governs.':
    'Esta es una traducción de cortesía. En caso de diferencia entre ambas versiones, prevalece la versión en inglés.',
  'See the English version': 'Ver la versión en inglés',
  Legal: 'Información legal',
  Effective: 'Vigente desde el',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    legalPages: typeof legalPagesEs;
  }
}
