import type { CityTexts } from '../../translated-texts.js';

/** Spanish texts of the Mission Viejo city guide; the English entry in ../../cities.ts holds its numbers and names. */
export const texts: CityTexts = {
  description: 'Una ciudad planificada del sur del Condado de Orange, en torno a un lago privado, con calles seguras y escuelas excelentes.',
  metaDescription:
    'Guía de bienes raíces de Mission Viejo, CA: precios medios de vivienda, escuelas, parques, playas y vecindarios. Casas junto al lago y en las colinas.',
  overview:
    'Mission Viejo se planificó en la década de 1960 alrededor de un lago privado de 124 acres, con calles arboladas, áreas verdes y parques bien cuidados. Figura con regularidad entre las ciudades más seguras del país, y su ubicación junto a la autopista 5 facilita llegar tanto a la playa como a las montañas.',
  bestFor: ['Familias', 'Compradores que priorizan la seguridad', 'Nadadores y amantes del aire libre', 'Jubilados'],
  realEstateMarket:
    'Mission Viejo ofrece casas familiares a precios muy por debajo de los de la costa, muchas con piscinas comunitarias y membresía del lago. Las casas bien mantenidas se venden rápido, a menudo en menos de tres semanas.',
  schools: {
    overview: 'Capistrano Unified y Saddleback Valley Unified atienden a la ciudad. Saddleback College está en Mission Viejo.',
    topSchools: [
      { type: 'Secundaria pública' },
      { type: 'Secundaria pública' },
      { type: 'Secundaria pública' },
      { type: 'Colegio comunitario', notes: 'Una vía popular para transferirse a los campus de UC y Cal State.' },
    ],
  },
  attractions: [
    { description: 'Un lago privado con playas, paseos en bote y conciertos de verano para residentes.' },
    { description: 'Uno de los clubes de natación más exitosos de la historia de Estados Unidos.' },
    { description: 'Clases, eventos y un mercado de agricultores.' },
  ],
  parks: [
    { description: 'Un sendero junto al arroyo que atraviesa el corazón de la ciudad.' },
    { description: 'Bosques de robles y zonas para acampar justo al este de la ciudad.' },
    { description: 'Un parque céntrico con estanques y áreas de juegos infantiles.' },
  ],
  restaurants: [
    { description: 'Restaurantes informales y un cine.' },
    { description: 'Restaurantes con servicio a la mesa y opciones rápidas.' },
    { description: 'Cafés de barrio y restaurantes familiares.' },
  ],
  shopping: [
    { description: 'Un centro comercial cerrado con Nordstrom y Macy’s.' },
    { description: 'Compras al aire libre con vistas de la ciudad.' },
    { description: 'Supermercado y servicios de barrio.' },
  ],
  faqs: [
    {
      question: '¿Quién puede usar Lake Mission Viejo?',
      answer:
        'Los residentes que pertenecen a la Lake Mission Viejo Association, que abarca muchas casas de Mission Viejo. Verificamos la membresía de cada vivienda.',
    },
    { question: '¿Es segura Mission Viejo?', answer: 'Sí, figura constantemente entre las ciudades medianas más seguras de Estados Unidos.' },
    { question: '¿A qué distancia está la playa?', answer: 'A unos 20 minutos de Dana Point, Laguna Beach y San Clemente.' },
    {
      question: '¿Hay asociaciones de propietarios (HOA)?',
      answer: 'La mayoría de los vecindarios tiene una HOA, con cuotas de entre unos $100 y $400 al mes.',
    },
  ],
};
