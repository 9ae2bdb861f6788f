import type { CityTexts } from '../../translated-texts.js';

/** Spanish texts of the Huntington Beach city guide; the English entry in ../../cities.ts holds its numbers and names. */
export const texts: CityTexts = {
  description: 'Surf City USA: diez millas de amplias playas, un centro animado y vecindarios familiares a precios más accesibles.',
  metaDescription:
    'Guía de bienes raíces de Huntington Beach, CA: precios medios de vivienda, escuelas, parques, playas y vecindarios. Playa y marina con Pacific Crest Realty.',
  overview:
    'Huntington Beach tiene uno de los tramos de playa ininterrumpidos más largos de la Costa Oeste y el título de Surf City USA. Más allá del muelle y de Main Street, la ciudad es un mosaico de vecindarios familiares, de casas frente al agua en Huntington Harbour y de los humedales protegidos de Bolsa Chica. Ofrece la vida costera a un precio más bajo que sus vecinas del sur.',
  bestFor: ['Surfistas y amantes de la playa', 'Familias en crecimiento', 'Compradores que buscan la costa a buen precio', 'Dueños de botes en Huntington Harbour'],
  realEstateMarket:
    'La demanda es fuerte para las casas de una sola planta y para cualquier propiedad al oeste de Beach Boulevard. Las casas listas para habitar cerca de la playa suelen recibir varias ofertas el primer fin de semana, mientras que las casas frente al agua en Huntington Harbour van desde $2 millones hasta mucho más de $5 millones.',
  schools: {
    overview:
      'Huntington Beach Union High School District atiende las escuelas secundarias, y varios distritos de primaria, entre ellos Ocean View y Huntington Beach City, completan la oferta.',
    topSchools: [
      { type: 'Secundaria pública' },
      { type: 'Secundaria pública', notes: 'Sede de la Academy for the Performing Arts, su academia de artes escénicas.' },
      { type: 'Secundaria pública' },
      { type: 'Primaria pública' },
    ],
  },
  attractions: [
    { description: 'Uno de los muelles públicos más largos de la Costa Oeste y sede del U.S. Open of Surfing.' },
    { description: 'Un pequeño museo dedicado a la historia del surf, a un paso de Main Street.' },
    { description: 'Huellas de manos y pies de leyendas del surf grabadas en cemento en Main Street.' },
  ],
  parks: [
    { description: 'Lagos, una biblioteca, disc golf y un centro ecuestre en 350 acres.' },
    { description: 'Senderos entre humedales con algunos de los mejores puntos para observar aves del sur de California.' },
    { description: 'Una reserva natural de 18 acres dentro de Central Park.' },
  ],
  beaches: [
    { description: 'Amplia arena a ambos lados del muelle, con anillos para fogatas y canchas de voleibol.' },
    { description: 'Una larga playa estatal con fosas para fogatas y ciclovía.' },
    { description: 'Una querida playa donde los perros pueden correr sin correa junto a sus dueños.' },
  ],
  restaurants: [
    { description: 'Bares surfistas, lugares de brunch y cafés con mesas en la acera camino al muelle.' },
    { description: 'Un centro con vista al mar, con mercado gastronómico y restaurantes en la azotea.' },
    { description: 'Restaurantes frente al agua a los que se puede llegar en bote.' },
  ],
  shopping: [
    { description: 'Boutiques y tiendas de estilo de vida frente a la playa.' },
    { description: 'Un centro comercial al aire libre con cine y tiendas para el día a día.' },
    { title: 'Tiendas de surf de Main Street', description: 'Tablas, trajes de neopreno y ropa de playa junto al muelle.' },
  ],
  walkableAreas: [{ title: 'El centro y el muelle', description: 'Main Street, el muelle y el camino de la playa, todo a pocas cuadras.' }],
  faqs: [
    {
      question: '¿Es Huntington Beach un buen lugar para las familias?',
      answer: 'Sí. Tiene parques grandes, buenas escuelas y muchos vecindarios de casas unifamiliares a precios más bajos que Newport Beach y Laguna Beach.',
    },
    {
      question: '¿Qué es el mercado de agricultores de los martes?',
      answer: 'Surf City Nights es una feria callejera y mercado de agricultores semanal en Main Street, los martes por la noche.',
    },
    {
      question: '¿Cómo es el tráfico en verano?',
      answer:
        'Pacific Coast Highway (PCH, la carretera de la costa) y el centro se llenan los fines de semana de verano; los residentes usan Beach Boulevard y la autopista 405 para desplazarse.',
    },
    { question: '¿Hay casas con muelle para botes?', answer: 'Sí, en Huntington Harbour, una red de canales e islas en el extremo norte de la ciudad.' },
  ],
};
