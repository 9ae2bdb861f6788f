/** The languages agents speak, as the team's cards list them (es-US; language names are lower case in Spanish). */
export const agentLanguagesEs = {
  'Languages: {languages}': 'Idiomas: {languages}',
  English: 'inglés',
  Spanish: 'español',
  Japanese: 'japonés',
  Korean: 'coreano',
  Vietnamese: 'vietnamita',
  Chinese: 'chino',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    agentLanguages: typeof agentLanguagesEs;
  }
}
