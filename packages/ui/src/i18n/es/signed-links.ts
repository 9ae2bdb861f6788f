/** What the pages a signed e-mail link opens share (es-US, usted): the check of the link and a link that does not work. */
export const signedLinksEs = {
  'Checking your link…': 'Comprobando su enlace…',
  'This link does not work': 'Este enlace no funciona',
  'We could not check this link': 'No pudimos comprobar este enlace',
  'Go to the homepage': 'Ir a la página principal',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    signedLinks: typeof signedLinksEs;
  }
}
