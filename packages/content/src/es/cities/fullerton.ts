import type { CityTexts } from '../../translated-texts.js';

/** Spanish texts of the Fullerton city guide; the English entry in ../../cities.ts holds its numbers and names. */
export const texts: CityTexts = {
  description: 'Una ciudad universitaria con un centro histórico, vecindarios de casas Craftsman y escuelas excelentes.',
  metaDescription:
    'Guía de bienes raíces de Fullerton, CA: precios medios de vivienda, escuelas, parques, playas y vecindarios. Casas históricas y en las colinas.',
  overview:
    'Fullerton creció alrededor de su estación de tren de 1888 y sus huertos de naranjos, y su centro aún conserva un animado conjunto de edificios históricos, restaurantes y locales de música en vivo. Cal State Fullerton aporta energía y cultura, y los vecindarios de las colinas del norte ofrecen lotes más grandes y algunas de las mejores secundarias públicas del estado.',
  bestFor: [
    'Familias que buscan secundarias de primer nivel',
    'Amantes de las casas históricas',
    'Personal y estudiantes universitarios',
    'Quienes viajan en tren al trabajo',
  ],
  realEstateMarket:
    'Las casas en las zonas de asistencia escolar de Sunny Hills y Troy High tienen una demanda especialmente alta. Las casas históricas cerca del centro se venden con prima, y la ciudad es una opción frecuente para quienes quieren estar cerca del límite con el condado de Los Ángeles.',
  schools: {
    overview:
      'Fullerton Joint Union High School District incluye Troy y Sunny Hills, ambas con reconocimiento nacional. Cal State Fullerton es una de las universidades más grandes de California.',
    topSchools: [
      { type: 'Secundaria pública', notes: 'Conocida por su programa Tech Magnet y su Bachillerato Internacional (IB).' },
      { type: 'Secundaria pública' },
      { type: 'Secundaria pública' },
      { type: 'Primaria pública' },
    ],
  },
  attractions: [
    { description: 'Un jardín botánico de 26 acres en el campus de Cal State Fullerton.' },
    { description: 'Una mansión de la década de 1920 que alberga exposiciones de arte y conciertos.' },
    { description: 'Un histórico palacio del cine de 1925, en proceso de restauración.' },
  ],
  parks: [
    { description: 'Un parque histórico en lo alto de una colina, con escalinatas de piedra y vistas.' },
    { description: 'Senderos ecuestres y para caminar alrededor de un pequeño lago.' },
    { description: 'Lagos, campos deportivos y un sendero natural.' },
  ],
  restaurants: [
    { description: 'Restaurantes y vida nocturna en torno a Harbor Boulevard.' },
    { description: 'Cafés y restaurantes de estilo diner junto a la histórica estación de tren.' },
    { title: 'Koreatown en Beach Boulevard', description: 'Restaurantes de barbacoa coreana y de fideos en el lado oeste de la ciudad.' },
  ],
  shopping: [
    { description: 'Tiendas vintage, tiendas de discos y boutiques.' },
    { description: 'Supermercado y servicios del día a día.' },
    { description: 'Tiendas cerca de Cal State Fullerton.' },
  ],
  walkableAreas: [{ description: 'Cuadras históricas desde la estación de tren hasta Harbor Boulevard.' }],
  faqs: [
    {
      question: '¿Cuáles son las mejores escuelas de Fullerton?',
      answer: 'Troy High School y Sunny Hills High School están entre las mejor calificadas de California.',
    },
    {
      question: '¿Puedo ir al trabajo en tren desde Fullerton?',
      answer: 'Sí. La estación de Fullerton tiene servicio de Metrolink y Amtrak a Los Angeles Union Station en unos 35 minutos.',
    },
    {
      question: '¿Hay casas históricas?',
      answer:
        'Sí, sobre todo en Golden Hill y en los vecindarios alrededor del centro, con arquitectura Craftsman y de estilo Spanish Revival (renacimiento colonial español).',
    },
    {
      question: '¿Cuáles son los vecindarios de las colinas?',
      answer: 'Sunny Hills, Raymond Hills y Fullerton Hills ofrecen lotes más grandes y vistas.',
    },
  ],
};
