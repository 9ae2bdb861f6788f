/** /resources and its guides (es-US, usted): the index, a guide's card and page; the guides are translated whole in @pcr/content (src/es/). */
export const guidesEs = {
  'Buy with ': 'Compre con ',
  Confidence: 'confianza',
  'Practical guides to buying a home in Southern California, from your credit score to the day you get the keys.':
    'Guías prácticas para comprar casa en el sur de California, desde su puntaje de crédito hasta el día en que recibe las llaves.',
  'Buyer guides': 'Guías para compradores',
  'Learn before you ': 'Infórmese antes de dar el ',
  leap: 'paso',
  'Straightforward answers about credit, loans, offers, escrow and neighborhoods, written by agents who work in Orange County and Los Angeles every day.':
    'Respuestas claras sobre crédito, préstamos, ofertas, plica (escrow) y vecindarios, escritas por agentes que trabajan a diario en el Condado de Orange y Los Ángeles.',
  'Still have questions?': '¿Todavía tiene preguntas?',
  'Talk it through with a local agent': 'Hable con un agente local',
  'Contact Us Today': 'Contáctenos hoy',
  'Every situation is different. Tell us what you are planning and we will reply within {hours} hours with honest, no-pressure advice.':
    'Cada situación es distinta. Cuéntenos qué planea y le responderemos en menos de {hours} horas con consejos honestos y sin presiones.',
  // A guide's card
  'Start here': 'Empiece aquí',
  '{minutes} min read': '{minutes} min de lectura',
  'Read the guide': 'Leer la guía',

  // /resources/{guide}
  'Buyer guide': 'Guía para compradores',
  '1 section': '1 sección',
  '{count} sections': '{count} secciones',
  'In this guide': 'En esta guía',
  'Talk to a local expert': 'Hable con un experto local',
  'Questions about your own situation?': '¿Tiene preguntas sobre su caso?',
  'Call {phone}': 'Llame al {phone}',
  'Our agents know Orange County and Los Angeles street by street. Tell us where you are in the process and we will reply within {hours} hours.':
    'Nuestros agentes conocen el Condado de Orange y Los Ángeles calle por calle. Díganos en qué etapa del proceso está y le responderemos en menos de {hours} horas.',
  'Keep reading': 'Siga leyendo',
  'Related resources': 'Recursos relacionados',
  // Its head (title and description, routes/route-table.ts).
  'Free guides for home buyers in Orange County and Los Angeles: first-time buyers, the buying process, mortgages, home value and neighborhoods.':
    'Guías gratuitas para comprar casa en el Condado de Orange y Los Ángeles: primera vivienda, el proceso de compra, hipotecas, valor de la vivienda y vecindarios.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    guides: typeof guidesEs;
  }
}
