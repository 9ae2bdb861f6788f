import type { CityTexts } from '../../translated-texts.js';

/** Spanish texts of the Santa Ana city guide; the English entry in ../../cities.ts holds its numbers and names. */
export const texts: CityTexts = {
  description: 'La histórica capital del Condado de Orange, con un próspero distrito artístico, una cultura vibrante y precios accesibles.',
  metaDescription:
    'Guía de bienes raíces de Santa Ana, CA: precios medios de vivienda, escuelas, parques, playas y vecindarios. Distritos históricos, condominios y más.',
  overview:
    'Santa Ana es la sede del condado y una de las ciudades más antiguas del Condado de Orange. Su centro se ha convertido en un polo cultural, con Artists Village, 4th Street Market y una rica herencia latina. Vecindarios históricos como Floral Park y French Park lucen parte de la mejor arquitectura de época del sur de California.',
  bestFor: ['Compradores de primera vivienda', 'Inversionistas', 'Amantes de las casas históricas', 'Quienes prefieren la vida urbana'],
  realEstateMarket:
    'Santa Ana sigue siendo uno de los mercados más accesibles del centro del Condado de Orange. Los distritos históricos se cotizan con prima, mientras que los condominios y las casas adosadas permiten a quienes compran por primera vez entrar al mercado por menos de $700,000. Los inversionistas buscan dúplex y propiedades con potencial para una unidad de vivienda accesoria (ADU).',
  schools: {
    overview: 'Santa Ana Unified es uno de los distritos más grandes del condado. La ciudad también cuenta con prestigiosas escuelas chárter y privadas.',
    topSchools: [
      { type: 'Chárter pública, grados 7–12', notes: 'Admisión por audición en sus numerosos conservatorios.' },
      { type: 'Secundaria privada' },
      { type: 'Secundaria pública' },
      { type: 'Secundaria pública' },
    ],
  },
  attractions: [
    { description: 'Un museo de primer nivel dedicado al arte y la cultura de todo el mundo.' },
    { description: 'Un museo de ciencias interactivo para niños.' },
    { description: 'Un pequeño zoológico en Prentice Park, conocido por sus monos.' },
  ],
  parks: [
    { description: 'Un largo parque junto al arroyo, a lo largo del sendero del río Santa Ana.' },
    { description: 'Un gran parque con lago, campos deportivos y áreas de juegos infantiles.' },
  ],
  restaurants: [
    { description: 'Un mercado gastronómico en el distrito histórico del centro.' },
    { description: 'Bares de coctelería, taquerías y restaurantes de autor.' },
    { description: 'Restaurantes de cadena informales cerca de la autopista 5.' },
  ],
  shopping: [
    { description: 'Un centro comercial con áreas interiores y al aire libre.' },
    { description: 'Calle comercial histórica con tiendas de novias y panaderías.' },
    { description: 'Galerías y estudios que abren sus puertas en las noches del recorrido artístico.' },
  ],
  walkableAreas: [{ title: 'El centro y Artists Village', description: 'Cuadras compactas con galerías, restaurantes y edificios históricos.' }],
  faqs: [
    {
      question: '¿Es Santa Ana un buen lugar para comprar por primera vez?',
      answer: 'Sí. Ofrece algunos de los precios medios más bajos del centro del Condado de Orange, con acceso rápido a empleos y autopistas.',
    },
    {
      question: '¿Cuáles son los distritos históricos?',
      answer: 'Floral Park, French Park, Washington Square y otros tienen casas de época y protecciones históricas locales.',
    },
    {
      question: '¿Hay transporte público?',
      answer:
        'Sí. El Santa Ana Regional Transportation Center tiene servicio de Metrolink y Amtrak, y el tranvía OC Streetcar lo está conectando con el centro.',
    },
    {
      question: '¿Puedo agregar una ADU?',
      answer: 'Muchos lotes de Santa Ana admiten una ADU; podemos recomendarle diseñadores locales y presentarle al equipo de permisos de la ciudad.',
    },
  ],
};
