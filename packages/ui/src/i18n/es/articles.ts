/** What every article shows (es-US): a guide's or a legal document's table of contents and its callouts. */
export const articlesEs = {
  'On this page': 'En esta página',
  // An article's callouts, named for screen readers
  Tip: 'Consejo',
  Note: 'Nota',
  Important: 'Importante',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    articles: typeof articlesEs;
  }
}
