import type { CityTexts } from '../../translated-texts.js';

/** Spanish texts of the Tustin city guide; the English entry in ../../cities.ts holds its numbers and names. */
export const texts: CityTexts = {
  description: 'El encanto de Old Town, las grandes residencias de Tustin Ranch y comunidades recién construidas en Tustin Legacy.',
  metaDescription:
    'Guía de bienes raíces de Tustin, CA: precios medios de vivienda, escuelas, parques, playas y vecindarios. Casas en Old Town, Tustin Ranch y Tustin Legacy.',
  overview:
    'Tustin combina un Old Town histórico, que data de la década de 1870, con los vecindarios planificados de Tustin Ranch y la construcción nueva de Tustin Legacy, la antigua estación aérea del Cuerpo de Marines. Su ubicación céntrica, sus buenas escuelas y sus precios más bajos que en la vecina Irvine la convierten en una de las mejores opciones de valor del condado.',
  bestFor: ['Compradores de primera vivienda', 'Familias', 'Quienes viajan a diario al trabajo', 'Compradores a quienes Irvine les queda fuera de presupuesto'],
  realEstateMarket:
    'Las casas de Tustin se venden rápido: en promedio, una vivienda queda bajo contrato en unas tres semanas. Tustin Ranch ofrece casas más grandes en calles junto al campo de golf, mientras que Tustin Legacy ofrece casas adosadas y casas unifamiliares nuevas con comodidades modernas.',
  schools: {
    overview: 'Tustin Unified School District goza de buena reputación, y Beckman High School figura entre las mejores secundarias del condado.',
    topSchools: [
      { type: 'Secundaria pública' },
      { type: 'Secundaria pública' },
      { type: 'Secundaria pública' },
      { type: 'Escuela pública K–8', notes: 'Atiende la zona de Orchard Hills, en el norte de Irvine.' },
    ],
  },
  attractions: [
    { description: 'Una calle principal histórica con cafés, antigüedades y casas victorianas.' },
    { description: 'Dos de las estructuras de madera más grandes jamás construidas, de la época de los dirigibles.' },
    { description: 'Un querido festival callejero de chili que se celebra cada junio.' },
  ],
  parks: [
    { description: 'Un sendero circular alrededor del embalse y rutas por la cresta en el extremo este de la ciudad.' },
    { description: 'Campos deportivos y áreas de juegos infantiles en Tustin Ranch.' },
    { description: 'Un nuevo parque comunitario en el corazón de Tustin Legacy.' },
  ],
  restaurants: [
    { description: 'Restaurantes de negocio familiar a lo largo de El Camino Real.' },
    { description: 'Restaurantes informales cerca de los hangares.' },
    { description: 'Restaurantes con servicio a la mesa y opciones rápidas.' },
  ],
  shopping: [
    { description: 'Centro comercial al aire libre con tiendas de gran formato y un cine.' },
    { description: 'Comercios de barrio junto a Jamboree Road.' },
    { description: 'Boutiques y tiendas de antigüedades.' },
  ],
  faqs: [
    {
      question: '¿Es Tustin más económico que Irvine?',
      answer:
        'Por lo general, sí: el precio medio de una vivienda en Tustin es unos $250,000 menor que en Irvine, y algunas casas de Tustin están dentro de los límites de Irvine Unified.',
    },
    { question: '¿Hay construcción nueva en Tustin?', answer: 'Sí. Tustin Legacy sigue sumando nuevos vecindarios, parques y un centro urbano.' },
    { question: '¿Hay estación de tren?', answer: 'Sí. La estación de Metrolink de Tustin tiene servicio hacia Los Ángeles y Oceanside.' },
    { question: '¿Por qué es conocido Tustin Ranch?', answer: 'Por sus casas más grandes, un campo de golf público y escuelas de Tustin Unified muy bien calificadas.' },
  ],
};
