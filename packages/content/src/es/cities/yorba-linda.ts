import type { CityTexts } from '../../translated-texts.js';

/** Spanish texts of the Yorba Linda city guide; the English entry in ../../cities.ts holds its numbers and names. */
export const texts: CityTexts = {
  description: 'Apodada “The Land of Gracious Living”: lotes amplios, senderos ecuestres y la biblioteca presidencial de Nixon.',
  metaDescription:
    'Guía de bienes raíces de Yorba Linda, CA: precios medios de vivienda, escuelas, parques, playas y vecindarios. Residencias y propiedades ecuestres.',
  overview:
    'Yorba Linda es un suburbio tranquilo y acomodado al pie de las colinas del norte del Condado de Orange, con lotes amplios, senderos para caballos y grandes residencias más recientes. Cuna de Richard Nixon, alberga su biblioteca presidencial y tiene un fuerte sentido de comunidad.',
  bestFor: ['Familias que buscan espacio', 'Amantes de la equitación', 'Compradores que quieren un suburbio tranquilo', 'Hogares multigeneracionales'],
  realEstateMarket:
    'Aquí los compradores obtienen más terreno y más pies cuadrados por su dinero que en casi cualquier otro lugar del condado. Las grandes residencias de las colinas a menudo superan los $2.5 millones, mientras que East Lake Village ofrece casas con vista al lago de entre $1.2 y $1.8 millones.',
  schools: {
    overview: 'Placentia-Yorba Linda Unified School District atiende a la ciudad con escuelas muy bien calificadas.',
    topSchools: [
      { type: 'Secundaria pública' },
      { type: 'Escuela intermedia pública' },
      { type: 'Escuela pública K–8' },
      { type: 'Primaria pública' },
    ],
  },
  attractions: [
    { description: 'Exposiciones, jardines y la casa natal del presidente.' },
    { description: 'Un pequeño centro histórico.' },
    { description: 'Un campo de golf público en las colinas, con vistas a los cañones.' },
  ],
  parks: [
    { description: 'Colinas onduladas y senderos en el límite norte de la ciudad.' },
    { description: 'Lagos y ciclovías junto al río Santa Ana.' },
    { description: 'Un parque de barrio con campos deportivos y área de juegos infantiles.' },
  ],
  restaurants: [
    { description: 'Restaurantes familiares cerca de la autopista 91.' },
    { description: 'Cafés y restaurantes locales.' },
    { description: 'Pequeños locales en el centro histórico.' },
  ],
  shopping: [
    { description: 'Compras del día a día y tiendas de gran formato.' },
    { description: 'Supermercado y servicios en el centro de la ciudad.' },
    { title: 'Tiendas de Main Street', description: 'Boutiques y regalos.' },
  ],
  faqs: [
    {
      question: '¿Es Yorba Linda un buen lugar para tener caballos?',
      answer: 'Sí. Muchos vecindarios tienen zonificación ecuestre y acceso directo a los senderos para caballos de la ciudad.',
    },
    {
      question: '¿Cómo es el trayecto al trabajo?',
      answer: 'La autopista 91 conecta con el Inland Empire y Los Ángeles; espere tráfico en las horas pico.',
    },
    {
      question: '¿Preocupan los incendios forestales?',
      answer:
        'Las casas cerca de Chino Hills State Park están en zonas de alto riesgo de incendio; conviene contratar el seguro con anticipación.',
    },
    { question: '¿Hay casas más nuevas?', answer: 'Sí, en varias comunidades cerradas de las colinas, construidas después del año 2000.' },
  ],
};
