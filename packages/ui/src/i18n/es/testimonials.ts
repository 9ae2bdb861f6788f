/** /testimonials (es-US, usted). The clients' own words stay as they wrote them, marked lang="en". */
export const testimonialsEs = {
  'Client Stories': 'Historias de clientes',
  'In Their ': 'En sus propias ',
  Words: 'palabras',
  'Buyers and sellers on what it was like to work with us.': 'Compradores y vendedores cuentan cómo fue trabajar con nosotros, con sus propias palabras.',
  Testimonials: 'Testimonios',
  'Loading testimonials…': 'Cargando testimonios…',
  "We couldn't load our testimonials": 'No pudimos cargar nuestros testimonios',
  'Testimonials are on their way': 'Pronto publicaremos testimonios',
  // Its head (title and description, routes/route-table.ts).
  'Client Testimonials': 'Testimonios de clientes',
  'What buyers and sellers across Orange County and Los Angeles say about working with our agents.':
    'Lo que dicen los compradores y vendedores del Condado de Orange y Los Ángeles sobre trabajar con nuestros agentes.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    testimonials: typeof testimonialsEs;
  }
}
