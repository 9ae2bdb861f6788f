/** /team (es-US, usted): the page, the founder's profile, the agents' grid and the call to join us (the agents' cards: agent-cards.ts); and an agent's own page. */
export const teamEs = {
  'Our People': 'Nuestra gente',
  'Meet Our ': 'Conozca a nuestro ',
  Team: 'equipo',
  'Local experts across Orange County and Los Angeles, with one promise: honest advice and a personal reply, whichever of us you reach.':
    'Expertos locales en todo el Condado de Orange y Los Ángeles, con una sola promesa: consejos honestos y una respuesta personal, hable con quien hable de nosotros.',
  'Years on the coast': 'Años en la costa',
  // The founder's profile (the founder is a woman, as the page's head says: "nuestra fundadora")
  'Our Founder': 'Nuestra fundadora',
  'Founded the agency': 'Fundó la agencia',
  // The agents' grid
  'The Team': 'El equipo',
  'Neighborhood specialists who know the streets, the schools and the market, and who answer their phones.':
    'Especialistas en cada vecindario que conocen sus calles, sus escuelas y su mercado, y que contestan el teléfono.',
  "Please try again in a moment, or contact us and we'll connect you with the right agent.":
    'Inténtelo de nuevo en un momento o contáctenos y le pondremos en contacto con el agente indicado.',
  "Please check back soon, or contact us and we'll connect you with the right agent.": 'Vuelva pronto o contáctenos y le pondremos en contacto con el agente indicado.',
  // An agent's own page (/team/{slug})
  'Homes listed by {name}': 'Casas que ofrece {name}',
  'Loading the homes {name} lists…': 'Cargando las casas que ofrece {name}…',
  'We couldn’t load the homes {name} lists': 'No pudimos cargar las casas que ofrece {name}',
  '{name} has no homes listed right now': '{name} no ofrece casas en este momento',
  'Ask {name} about the homes coming to market, or browse all properties.': 'Pregunte a {name} por las casas que están por salir al mercado, o vea todas las propiedades.',
  'What clients say about {name}': 'Lo que dicen los clientes de {name}',
  'Write to {name}': 'Escriba a {name}',
  'Leave your details and {name} will reply within {hours} hours.': 'Déjenos sus datos y {name} le responderá en menos de {hours} horas.',
  'Agent Not Found': 'Agente no encontrado',
  'This agent is not on our team, or no longer is. Meet the agents of Pacific Crest Realty instead.':
    'Este agente no forma parte de nuestro equipo, o ya no. Conozca a los agentes de Pacific Crest Realty.',
  'Back to Our Team': 'Volver a nuestro equipo',
  // Join our team
  Careers: 'Empleo',
  'Join Our Team': 'Únase a nuestro equipo',
  'We are always glad to meet agents who put clients first and know their corner of the coast. Send us a few lines about yourself and the neighborhoods you love, and we will be in touch.':
    'Siempre nos da gusto conocer a agentes que ponen primero a sus clientes y conocen bien su rincón de la costa. Escríbanos unas líneas sobre usted y los vecindarios que más le gustan, y nos pondremos en contacto.',
  'Email us about joining': 'Escríbanos para unirse',
  'or write to': 'o escriba a',
  // The subject of the e-mail the button starts
  'Joining the team': 'Quiero unirme al equipo',
  // Its head (title and description, routes/route-table.ts).
  'Meet the {professionals} agents and specialists of our Orange County and Los Angeles real estate team, led by our founder.':
    'Conozca a los {professionals} agentes y especialistas de nuestro equipo inmobiliario del Condado de Orange y Los Ángeles, encabezado por nuestra fundadora.',
  'This agent is not on our team, or no longer is. Meet the Orange County and Los Angeles agents of Pacific Crest Realty instead.':
    'Este agente no forma parte de nuestro equipo, o ya no. Conozca a los agentes del Condado de Orange y Los Ángeles de Pacific Crest Realty.',
  '{name}, Real Estate Agent': '{name}, agente de bienes raíces',
  '{name}, {title} at Pacific Crest Realty (DRE #{license}): the homes {firstName} lists, languages, phone and e-mail.':
    '{name}, {title} en Pacific Crest Realty (DRE n.º {license}): las casas que {firstName} tiene en venta, idiomas, teléfono y correo electrónico.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    team: typeof teamEs;
  }
}
