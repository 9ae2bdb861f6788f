import type { CityTexts } from '../../translated-texts.js';

/** Spanish texts of the Dana Point city guide; the English entry in ../../cities.ts holds its numbers and names. */
export const texts: CityTexts = {
  description: 'Un pueblo portuario sobre imponentes acantilados, famoso por el avistamiento de ballenas, el surf y los atardeceres.',
  metaDescription:
    'Guía de bienes raíces de Dana Point, CA: precios medios de vivienda, escuelas, parques, playas y vecindarios. Puerto, acantilado y mar con Pacific Crest Realty.',
  overview:
    'Dana Point se curva alrededor de un puerto protegido, al pie de altos promontorios, y se proclama la capital mundial del avistamiento de delfines y ballenas. Las comunidades privadas sobre los acantilados comparten la costa con relajados vecindarios de playa, y el renovado Lantern District aporta un centro para recorrer a pie, con nuevos restaurantes y tiendas.',
  bestFor: ['Amantes del mar y surfistas', 'Jubilados', 'Compradores de una segunda vivienda', 'Dueños de botes'],
  realEstateMarket:
    'Las casas con vista al mar alcanzan precios más altos, y las comunidades privadas como Niguel Shores rara vez tienen más de unas cuantas casas a la venta a la vez. Los condominios y las casas adosadas del Lantern District ofrecen una entrada al mercado en una zona caminable, desde unos $1.2 millones.',
  schools: {
    overview: 'Capistrano Unified School District atiende a Dana Point, con Dana Hills High School en la colina que domina el puerto.',
    topSchools: [
      { type: 'Secundaria pública', notes: 'Destacado equipo de surf y programa de Bachillerato Internacional.' },
      { type: 'Primaria pública' },
      { type: 'Escuela intermedia pública', notes: 'En la vecina San Juan Capistrano; atiende a gran parte de Dana Point.' },
      { type: 'Escuela privada K–8' },
    ],
  },
  attractions: [
    { description: 'Marinas, cruceros para avistar ballenas, alquiler de tablas de paddle y el Ocean Institute.' },
    { description: 'Un centro de ciencias marinas con una réplica del velero Pilgrim.' },
    { description: 'Una celebración anual de la migración de la ballena gris, cada marzo.' },
  ],
  parks: [
    { description: 'Senderos sobre los acantilados y un centro de interpretación con vistas panorámicas.' },
    { description: 'Lomas de césped sobre una de las olas de surf más conocidas del Condado de Orange.' },
    { description: 'Un parque con vista al puerto, muy concurrido para picnics y atardeceres.' },
  ],
  beaches: [
    { description: 'Una playa familiar con áreas para acampar, zonas de picnic y olas suaves.' },
    { description: 'Una clásica playa de surf al pie del resort de Monarch Beach.' },
    { description: 'Un tramo de arena más tranquilo, popular entre los residentes.' },
  ],
  restaurants: [
    { description: 'Nuevos restaurantes, cervecerías y cafés a lo largo de Del Prado Avenue.' },
    { description: 'Mariscos y fish and chips con vista a los barcos.' },
    { title: 'Resorts de Monarch Beach', description: 'Alta cocina y terrazas con vista al mar.' },
  ],
  shopping: [
    { description: 'Boutiques, galerías y tiendas de surf.' },
    { title: 'Tiendas de Dana Point Harbor', description: 'Regalos náuticos, ropa y artículos marinos.' },
    { description: 'Supermercado y servicios para el día a día.' },
  ],
  walkableAreas: [{ description: 'Una cuadrícula de tiendas y restaurantes sobre el puerto, ideal para recorrer a pie.' }],
  faqs: [
    {
      question: '¿Cuándo es la temporada de avistamiento de ballenas?',
      answer: 'Las ballenas grises pasan de diciembre a abril, y en verano suelen verse ballenas azules. Hay delfines todo el año.',
    },
    {
      question: '¿Es Dana Point un buen lugar para jubilarse?',
      answer:
        'Muchos jubilados eligen Dana Point por su bajo índice de delincuencia, su vida en torno al puerto y sus casas de una sola planta en comunidades como Niguel Shores.',
    },
    { question: '¿Cómo está cambiando el puerto?', answer: 'La revitalización de Dana Point Harbor está renovando por fases los muelles, las tiendas y los restaurantes.' },
    { question: '¿Hay tren cerca?', answer: 'Sí. La estación de San Juan Capistrano, a unos diez minutos, tiene servicio de Metrolink y Amtrak.' },
  ],
};
