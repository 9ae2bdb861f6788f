/**
 * The editorial pages (es-US, usted): /about, /resources and its guides, the privacy policy and the
 * terms of service: their templates, the article renderer, the table of contents and the guides' cards.
 * Their content (the about page's story, the guides, the legal documents) is translated whole in
 * @pcr/content (src/es/); a legal translation says that the English version governs.
 */
export const editorialEs = {
  // /about
  'Local Roots, ': 'Raíces locales, ',
  Coastal: 'experiencia',
  ' Expertise': ' en la costa',
  'A boutique agency with the reach of a full team, helping buyers and sellers across Orange County and Los Angeles since {year}.':
    'Una agencia boutique con el alcance de un gran equipo, que ayuda a compradores y vendedores en el Condado de Orange y Los Ángeles desde {year}.',
  Professionals: 'Profesionales',
  'Our Mission': 'Nuestra misión',
  'What guides us': 'Lo que nos guía',
  // "Our Values" and "Our Story" share "Our ": plural in Spanish for both ("Nuestros valores", "Nuestros hitos").
  'Our ': 'Nuestros ',
  Values: 'valores',
  Story: 'hitos',
  'The difference': 'La diferencia',
  'Why Choose ': 'Por qué ',
  Us: 'elegirnos',
  'A boutique agency’s attention with the reach of a full team: here is what that means when you buy or sell with us.':
    'La atención de una agencia boutique con el alcance de un gran equipo: esto es lo que significa cuando compra o vende con nosotros.',
  'Let’s talk': 'Hablemos',
  'Ready to write your next chapter?': '¿Comenzamos su próximo capítulo?',
  'View Properties': 'Ver propiedades',
  'Tell us what you are looking for, or browse the homes we represent. We reply to every message within {hours} hours.':
    'Cuéntenos qué busca o vea las casas que representamos. Respondemos cada mensaje en menos de {hours} horas.',

  // /resources
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
  // An article's callouts, named for screen readers
  Tip: 'Consejo',
  Note: 'Nota',
  Important: 'Importante',

  // /privacy-policy, /terms-of-service
  'This is a courtesy translation. If the two versions differ, the English version governs.':
    'Esta es una traducción de cortesía. En caso de diferencia entre ambas versiones, prevalece la versión en inglés.',
  'See the English version': 'Ver la versión en inglés',
  Legal: 'Información legal',
  Effective: 'Vigente desde el',
  'On this page': 'En esta página',
} as const;
