/** The home page (es-US, usted). */
export const homeEs = {
  Welcome: 'Bienvenida',
  'Find your place on the ': 'Encuentre su lugar en la ',
  coast: 'costa',
  'Local agents for buyers and sellers across Orange County and Los Angeles, with honest advice and a reply within 24 hours.':
    'Agentes locales para compradores y vendedores en el Condado de Orange y Los Ángeles, con consejos honestos y respuesta en menos de 24 horas.',
  'See Hot Listings': 'Ver casas destacadas',
  'Explore OC Cities': 'Explorar ciudades del OC',
  'How we can help': 'Cómo podemos ayudarle',
  'Find your home': 'Encuentre su casa',
  'Browse the homes we represent, from coastal condos to hillside estates.': 'Vea las casas que representamos, desde condominios en la costa hasta residencias en las colinas.',
  'Why work with us': 'Por qué trabajar con nosotros',
  '{years} years of local knowledge, honest advice and skilled negotiation.': '{years} años de conocimiento local, consejos honestos y negociación experta.',
  'Talk to us': 'Hable con nosotros',
  'Tell us what you are looking for. An agent replies within 24 hours.': 'Cuéntenos qué busca. Un agente le responde en menos de 24 horas.',
  'Hand-picked homes our agents are showing this week.': 'Casas seleccionadas que nuestros agentes muestran esta semana.',
  'Loading featured properties…': 'Cargando casas destacadas…',
  "We couldn't load our featured homes": 'No pudimos cargar nuestras casas destacadas',
  'Please try again in a moment, or browse all properties.': 'Inténtelo de nuevo en un momento o vea todas las propiedades.',
  'New listings are coming soon': 'Pronto habrá nuevos listados',
  'Browse all properties or contact us to hear first.': 'Vea todas las propiedades o contáctenos para enterarse primero.',
  'Local roots, ': 'Raíces locales, ',
  coastal: 'experiencia',
  ' expertise': ' en la costa',
  '{brand} is a boutique agency with the reach of a full team: {count} professionals who know Orange County and Los Angeles street by street.':
    '{brand} es una agencia boutique con el alcance de un gran equipo: {count} profesionales que conocen el Condado de Orange y Los Ángeles calle por calle.',
  'Meet your local experts': 'Conozca a sus expertos locales',
  'Meet the Team': 'Conozca al equipo',
  'Meet the Whole Team': 'Conozca a todo el equipo',
  'What our clients say': 'Lo que dicen nuestros clientes',
  'Read All Testimonials': 'Leer todos los testimonios',
  'Explore our neighborhoods': 'Explore nuestros vecindarios',
  'Loading neighborhoods…': 'Cargando vecindarios…',
  "We couldn't load our neighborhoods": 'No pudimos cargar nuestros vecindarios',
  'Neighborhood guides are on their way': 'Pronto publicaremos guías de vecindarios',
  'View All Neighborhoods': 'Ver todos los vecindarios',
  'Stay Informed': 'Manténgase informado',
  'Subscribe to market updates': 'Suscribirse a las novedades del mercado',
  'Market updates in your inbox': 'Novedades del mercado en su correo',
  'New listings, price changes and local market news, a few times a month.': 'Nuevos listados, cambios de precio y noticias del mercado local, unas cuantas veces al mes.',
  // Its head (title and description, routes/route-table.ts).
  'Orange County & Los Angeles Real Estate': 'Bienes raíces en el Condado de Orange y Los Ángeles',
  'Pacific Crest Realty: homes for sale, neighborhood and city guides, and local agents across Orange County and Los Angeles. Talk to an agent today.':
    'Pacific Crest Realty: casas en venta, guías de vecindarios y ciudades, y agentes locales en el Condado de Orange y Los Ángeles. Hable hoy con un agente.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    home: typeof homeEs;
  }
}
