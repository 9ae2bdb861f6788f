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
} as const;
