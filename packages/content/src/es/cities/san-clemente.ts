import type { CityTexts } from '../../translated-texts.js';

/** Spanish texts of the San Clemente city guide; the English entry in ../../cities.ts holds its numbers and names. */
export const texts: CityTexts = {
  description: 'Un pueblo de estilo español junto al mar: techos de teja roja, un muelle clásico y algunas de las olas más famosas de California.',
  metaDescription:
    'Guía de bienes raíces de San Clemente, CA: precios medios de vivienda, escuelas, parques, playas y vecindarios. Del Pier Bowl a Talega con Pacific Crest Realty.',
  overview:
    'Fundada en 1925 con la norma de que los edificios fueran de estilo español y con techos de teja roja, San Clemente aún conserva el aire de un pueblo junto al mar. Avenida Del Mar baja hasta un muelle de madera y un sendero de playa que recorre la costa, y las olas de clase mundial de Trestles atraen a surfistas de todo el planeta. Tierra adentro, comunidades planificadas más nuevas como Talega ofrecen vecindarios ideales para familias.',
  bestFor: ['Surfistas', 'Familias que buscan un ambiente de pueblo pequeño', 'Compradores que viajan a diario al condado de San Diego', 'Amantes de la vida al aire libre'],
  realEstateMarket:
    'Las casas con vista al mar en el Pier Bowl y en Southwest San Clemente son las más codiciadas. Talega y Forster Ranch ofrecen casas más nuevas con piscinas y parques comunitarios, por lo general entre $1.4 y $2.2 millones.',
  schools: {
    overview: 'Capistrano Unified atiende a San Clemente con escuelas primarias, intermedias y secundarias de buena reputación.',
    topSchools: [
      { type: 'Secundaria pública', notes: 'Potencia de siempre en fútbol americano y en surf.' },
      { type: 'Escuela intermedia pública' },
      { type: 'Escuela intermedia pública' },
      { type: 'Primaria pública' },
    ],
  },
  attractions: [
    { description: 'Un muelle de madera de 1,296 pies, con pesca, atardeceres y un restaurante frente a la playa.' },
    { description: 'La casa de 1927 del fundador de la ciudad, hoy con jardines, conciertos y exposiciones.' },
    { description: 'Una ola de fama mundial dentro de San Onofre State Beach.' },
  ],
  parks: [
    { description: 'Un sendero costero de 2.3 millas desde North Beach hasta Calafia.' },
    { description: 'Campos deportivos y un skatepark con brisa marina.' },
    { description: 'Senderos y áreas de juegos en las colinas de Forster Ranch.' },
  ],
  beaches: [
    { description: 'Una playa familiar y de surf al sur del muelle.' },
    { description: 'Áreas para acampar en lo alto del acantilado, sobre una larga playa de arena.' },
    { description: 'Una playa junto a la estación de Metrolink, con fácil acceso en tren.' },
  ],
  restaurants: [
    { description: 'Restaurantes, bares de vino y cafés a lo largo de la calle principal.' },
    { description: 'Mariscos informales y cenas al atardecer junto al muelle.' },
    { title: 'Restaurantes de Outlets at San Clemente', description: 'Restaurantes con vista al mar en el centro outlet de la colina.' },
  ],
  shopping: [
    { description: 'Boutiques, tiendas de surf y antigüedades.' },
    { description: 'Tiendas outlet con vista al Pacífico.' },
    { description: 'Mercado de los domingos en Avenida Del Mar.' },
  ],
  walkableAreas: [
    { title: 'Avenida Del Mar y el Pier Bowl', description: 'Un paseo desde las tiendas del centro, cuesta abajo, hasta el muelle.' },
    { description: 'Un camino costero junto a la arena y las vías del tren.' },
  ],
  faqs: [
    {
      question: '¿Cuánto dura el trayecto a San Diego?',
      answer: 'Unos 50 minutos hasta el centro de San Diego, y menos de 30 minutos hasta Camp Pendleton y Oceanside.',
    },
    {
      question: '¿Todas las casas tienen que ser de estilo español?',
      answer: 'Ya no, pero las pautas de diseño de las zonas más antiguas todavía fomentan la arquitectura española y los techos de teja roja.',
    },
    {
      question: '¿Qué pasa con las vías del tren junto a la playa?',
      answer:
        'Metrolink y Amtrak recorren la costa, y desde las casas cercanas a las vías se oyen las bocinas de los trenes. Se lo señalamos durante las visitas.',
    },
    { question: '¿Es San Clemente un buen lugar para las familias?', answer: 'Sí. Tiene un bajo índice de delincuencia, escuelas sólidas y muchos parques y playas.' },
  ],
};
