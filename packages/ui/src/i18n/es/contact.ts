/** /contact (es-US, usted): the page, its contact cards and the areas we serve. */
export const contactEs = {
  'Let’s': 'Hablemos',
  Talk: 'hoy',
  'Buying, selling or simply curious about the market? Call, write or send us a message: a local agent will reply within {hours} hours.':
    '¿Quiere comprar, vender o simplemente conocer el mercado? Llámenos, escríbanos o envíenos un mensaje: un agente local le responderá en menos de {hours} horas.',
  'Contact details': 'Datos de contacto',
  'Call us': 'Llámenos',
  'Speak with an agent during office hours.': 'Hable con un agente en horario de oficina.',
  'Email us': 'Escríbanos',
  'We reply within {hours} hours.': 'Respondemos en menos de {hours} horas.',
  'Service areas': 'Zonas de servicio',
  'See every area we serve': 'Vea todas las zonas donde trabajamos',
  'Opening hours': 'Horario de atención',
  'Send a message': 'Envíenos un mensaje',
  'How can we help?': '¿En qué podemos ayudarle?',
  'Tell us a little about your plans. The more we know, the more useful our first reply will be.':
    'Cuéntenos un poco sobre sus planes. Cuanto más sepamos, más útil será nuestra primera respuesta.',
  'Where we work': 'Dónde trabajamos',
  'Areas We Serve': 'Zonas que atendemos',
  'Follow Us': 'Síganos',
  'New listings, market updates and neighborhood stories from our agents.': 'Casas nuevas, novedades del mercado e historias de los vecindarios, de la mano de nuestros agentes.',
  // Its head (title and description, routes/route-table.ts).
  'Call, email or send a message to our Orange County and Los Angeles real estate agents. We reply within {hours} hours.':
    'Llame, escriba o envíe un mensaje a nuestros agentes inmobiliarios del Condado de Orange y Los Ángeles. Respondemos en menos de {hours} horas.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    contact: typeof contactEs;
  }
}
