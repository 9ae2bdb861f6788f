import type { CityTexts } from '../../translated-texts.js';

/** Spanish texts of the Anaheim city guide; the English entry in ../../cities.ts holds its numbers and names. */
export const texts: CityTexts = {
  description: 'Hogar de Disneyland y Angel Stadium, con tranquilos vecindarios en las laderas de Anaheim Hills.',
  metaDescription:
    'Guía de bienes raíces de Anaheim, CA: precios medios de vivienda, escuelas, parques, playas y vecindarios. Casas en Anaheim Hills y el centro de la ciudad.',
  overview:
    'Anaheim es la ciudad más poblada del Condado de Orange, conocida en todo el mundo por Disneyland Resort, Angel Stadium y el Honda Center. Más allá del distrito turístico, ofrece vecindarios consolidados en la parte llana y casas con vista y lotes más grandes en Anaheim Hills.',
  bestFor: ['Familias', 'Aficionados a los deportes y el entretenimiento', 'Inversionistas', 'Compradores que buscan más espacio por su dinero'],
  realEstateMarket:
    'La zona central de Anaheim ofrece casas unifamiliares y condominios a precios accesibles, mientras que Anaheim Hills atrae a familias que buscan casas más grandes y con vista. Las normas sobre alquileres a corto plazo son estrictas, por lo que los inversionistas se enfocan en alquileres a largo plazo.',
  schools: {
    overview: 'Varios distritos atienden a Anaheim, entre ellos Orange Unified y, en Anaheim Hills, Placentia-Yorba Linda Unified.',
    topSchools: [{ type: 'Secundaria pública' }, { type: 'Secundaria pública' }, { type: 'Secundaria privada' }, { type: 'Primaria pública' }],
  },
  attractions: [
    { description: 'Los parques Disneyland Park y Disney California Adventure.' },
    { description: 'El estadio del equipo Los Angeles Angels.' },
    { description: 'Sede del equipo Anaheim Ducks y uno de los principales recintos de conciertos.' },
    { description: 'Una empacadora de cítricos de 1919, restaurada y convertida en mercado gastronómico.' },
  ],
  parks: [
    { description: 'Senderos por un cañón arbolado en Anaheim Hills.' },
    { description: 'Lagos, senderos para bicicleta y áreas de pícnic junto al río Santa Ana.' },
    { description: 'Un parque histórico con anfiteatro en la zona central de Anaheim.' },
  ],
  restaurants: [
    { description: 'Un mercado gastronómico con decenas de puestos locales.' },
    { description: 'Restaurantes temáticos y bares lounge.' },
    { description: 'Restaurantes y panaderías de Medio Oriente a lo largo de Brookhurst Street.' },
  ],
  shopping: [
    { description: 'Tiendas y entretenimiento junto a los parques.' },
    { description: 'Compras del día a día en las colinas.' },
    { description: 'Tiendas locales en el centro de Anaheim.' },
  ],
  faqs: [
    {
      question: '¿En Anaheim todo es tráfico turístico?',
      answer:
        'No. El distrito turístico es compacto; la mayoría de los vecindarios son zonas residenciales tranquilas, y Anaheim Hills tiene un ambiente suburbano.',
    },
    {
      question: '¿Cómo son las escuelas en Anaheim Hills?',
      answer: 'Las escuelas de Orange Unified y Placentia-Yorba Linda Unified que atienden las colinas tienen buenas calificaciones.',
    },
    {
      question: '¿Puedo ofrecer un alquiler a corto plazo?',
      answer:
        'Anaheim restringe los alquileres a corto plazo en la mayoría de las zonas residenciales; entre los inversionistas, lo habitual son los alquileres a largo plazo.',
    },
    { question: '¿Qué tal el transporte público?', answer: 'ARTIC, el Anaheim Regional Transportation Intermodal Center, tiene servicio de Metrolink y Amtrak.' },
  ],
};
