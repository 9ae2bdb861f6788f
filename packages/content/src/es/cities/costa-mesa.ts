import type { CityTexts } from '../../translated-texts.js';

/** Spanish texts of the Costa Mesa city guide; the English entry in ../../cities.ts holds its numbers and names. */
export const texts: CityTexts = {
  description: 'La Ciudad de las Artes: South Coast Plaza, Segerstrom Center y una gastronomía creativa a minutos de la costa.',
  metaDescription:
    'Guía de bienes raíces de Costa Mesa, CA: precios medios de vivienda, escuelas, parques, playas y vecindarios. Eastside y Mesa Verde con Pacific Crest Realty.',
  overview:
    'Costa Mesa se ubica entre Newport Beach y la autopista 405, lo bastante cerca de la costa para sentir la brisa del mar. La ciudad alberga South Coast Plaza, Segerstrom Center for the Arts y el recinto ferial del Condado de Orange (OC Fair & Event Center), y las calles del Eastside, con sus casas estilo rancho de mediados del siglo XX, están entre las más codiciadas del condado.',
  bestFor: ['Profesionales jóvenes', 'Familias que quieren acceso a la playa por menos dinero', 'Amantes del arte y la cultura', 'Viajeros frecuentes'],
  realEstateMarket:
    'Las casas del Eastside en terrenos grandes tienen mucha demanda tanto entre constructores como entre familias, y a menudo se reconstruyen como modernas casas estilo granja. En el Westside ha surgido una ola de desarrollos de lotes pequeños y casas adosadas (townhomes), que abren el mercado a quienes compran por primera vez.',
  schools: {
    overview: 'Newport-Mesa Unified School District atiende a Costa Mesa. Orange Coast College y Vanguard University están en la ciudad.',
    topSchools: [
      { type: 'Secundaria pública' },
      { type: 'Pública, grados 7–12' },
      { type: 'Primaria pública', notes: 'Una de las favoritas de las familias del Eastside.' },
      { type: 'Escuela privada K–12' },
    ],
  },
  attractions: [
    { description: 'Sede de la Pacific Symphony, de las giras de espectáculos de Broadway y de la Philharmonic Society.' },
    { description: 'Un teatro regional ganador del premio Tony.' },
    { description: 'Sede de la feria del Condado de Orange (Orange County Fair) cada julio y de eventos durante todo el año.' },
  ],
  parks: [
    { description: 'Senderos sobre los acantilados, charcas estacionales y un tren en miniatura.' },
    { description: 'Lagos, campos deportivos y uno de los skateparks más grandes de la zona.' },
    { description: 'Hábitat nativo a lo largo del sendero del río Santa Ana.' },
  ],
  restaurants: [
    { title: 'The CAMP y The LAB', description: 'Restaurantes y cafeterías independientes en dos eclécticos centros al aire libre.' },
    { description: 'Restaurantes de autor y un mercado de agricultores los sábados.' },
    { title: '17th Street y Newport Boulevard', description: 'Cafés de barrio y taquerías cerca del Eastside.' },
  ],
  shopping: [
    { description: 'Uno de los centros comerciales con mayores ventas del país.' },
    { description: 'Boutiques independientes y tiendas vintage.' },
    { description: 'Salas de exhibición de diseño para el hogar y tiendas de alimentos gourmet.' },
  ],
  faqs: [
    { question: '¿Costa Mesa está cerca de la playa?', answer: 'Sí. La mayor parte de la ciudad está a menos de diez minutos de las playas de Newport Beach.' },
    {
      question: '¿Qué es el Eastside?',
      answer: 'El vecindario al este de Newport Boulevard, con terrenos grandes, árboles maduros y casas estilo rancho de mediados del siglo XX.',
    },
    {
      question: '¿Se oye el ruido del aeropuerto?',
      answer: 'En las partes de la ciudad cercanas a John Wayne Airport se oyen los despegues; trazamos las rutas de vuelo de cada casa que mostramos.',
    },
    {
      question: '¿Son populares las unidades de vivienda accesoria (ADU) en Costa Mesa?',
      answer: 'Sí. Los terrenos grandes del Eastside y de Mesa Verde se prestan muy bien para construir una ADU.',
    },
  ],
};
