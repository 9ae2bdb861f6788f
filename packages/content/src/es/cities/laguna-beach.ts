import type { CityTexts } from '../../translated-texts.js';

/** Spanish texts of the Laguna Beach city guide; the English entry in ../../cities.ts holds its numbers and names. */
export const texts: CityTexts = {
  description: 'Una colonia de artistas a lo largo de siete millas de calas, con casitas en los cañones y casas en las laderas con vista al Pacífico.',
  metaDescription:
    'Guía de bienes raíces de Laguna Beach, CA: precios medios de vivienda, escuelas, parques, playas y vecindarios. Casas con vista al mar con Pacific Crest Realty.',
  overview:
    'Laguna Beach es una colonia de artistas desde principios del siglo XX, y sus galerías, festivales y arte público todavía marcan el ambiente. Rodeado por tres lados de áreas silvestres protegidas, el pueblo se ha mantenido pequeño y fácil de recorrer a pie, con casas escalonadas en las colinas que bajan hacia más de treinta calas y playas. Una estricta revisión de diseño conserva intacto su carácter de pueblo.',
  bestFor: ['Amantes del arte y el diseño', 'Compradores de una segunda vivienda', 'Nadadores y buzos de mar abierto', 'Compradores que buscan un pueblo para recorrer a pie'],
  realEstateMarket:
    'La oferta limitada y las estrictas normas de construcción de Laguna mantienen los precios altos y estables. Las casitas históricas cerca del centro suelen venderse rápido, mientras que las grandes residencias con vista pueden tardar más en encontrar al comprador adecuado. Todo plan de remodelación debe prever la aprobación de la Coastal Commission (la Comisión Costera de California) y de la revisión de diseño.',
  schools: {
    overview:
      'Laguna Beach Unified School District es pequeño y cuenta con buenos recursos: dos escuelas primarias, una escuela intermedia y una secundaria.',
    topSchools: [
      { type: 'Secundaria pública', notes: 'Grupos reducidos y un sólido programa de artes.' },
      { type: 'Escuela intermedia pública' },
      { type: 'Primaria pública' },
      { type: 'Primaria pública' },
    ],
  },
  attractions: [
    { description: 'Una muestra de arte de verano y el famoso espectáculo de cuadros vivientes en un anfiteatro al aire libre.' },
    { description: 'Un museo dedicado al arte de California, a pasos de Main Beach.' },
    { description: 'Un recorrido nocturno mensual por las galerías, con trolleys gratuitos entre una y otra.' },
  ],
  parks: [
    { description: 'Un parque sobre los acantilados con jardines, un paseo en lo alto y escaleras que bajan a pozas de marea y calas.' },
    { description: 'Siete mil acres de cañones y crestas, con senderos para caminar y andar en bicicleta de montaña.' },
    { description: 'Senderos sombreados por el cañón hasta cuevas de arenisca esculpidas por la erosión.' },
  ],
  beaches: [
    { description: 'El “patio delantero” del pueblo, con canchas de básquetbol, salvavidas y el paseo junto al mar.' },
    { description: 'Una cala resguardada con vista a Seal Rock y excelente esnórquel.' },
    { description: 'Una playa tranquila, famosa por su Pirate Tower (la torre del pirata).' },
    { description: 'Una playa escondida a la que se llega por una larga escalera, con pozas de marea y cuevas marinas.' },
  ],
  restaurants: [
    { title: 'Pacific Coast Highway a su paso por el pueblo', description: 'Restaurantes con vista al mar y bares en azoteas.' },
    { description: 'Cafés y bistrós en pleno centro.' },
    { description: 'Lugares de barrio relajados y sitios para desayunar junto a la playa.' },
  ],
  shopping: [
    { description: 'Boutiques, joyerías y tiendas de diseño para el hogar.' },
    { description: 'Decenas de galerías de bellas artes a lo largo de North Coast Highway.' },
    { description: 'Arte y artesanías hechos a mano por artistas locales, cada verano e invierno.' },
  ],
  walkableAreas: [
    { title: 'Centro del pueblo', description: 'Galerías, cafés y Main Beach, todo a pocas cuadras.' },
    { title: 'Paseo por los acantilados de Heisler Park', description: 'Un camino pavimentado sobre los acantilados, desde Main Beach hasta Crescent Bay.' },
  ],
  faqs: [
    {
      question: '¿Qué tan difícil es remodelar en Laguna Beach?',
      answer:
        'La mayoría de los cambios exteriores pasan por revisión de diseño, y las casas cerca de la costa pueden necesitar la aprobación de la Coastal Commission. Cuente con varios meses para los permisos; le presentamos a arquitectos locales que conocen el proceso.',
    },
    {
      question: '¿Hay mucha gente en Laguna Beach en verano?',
      answer: 'Sí, sobre todo los fines de semana de festival. Los residentes se desplazan en el trolley gratuito y usan permisos de estacionamiento para residentes.',
    },
    {
      question: '¿Es un problema el seguro contra incendios forestales?',
      answer:
        'Las casas cercanas a los parques naturales pagan primas más altas, y algunas aseguradoras limitan la cobertura. Pida una cotización al comienzo de la plica (escrow).',
    },
    {
      question: '¿Cuál es el rango de precios en Laguna Beach?',
      answer: 'Los condominios empiezan alrededor de $1 millón, las casitas alrededor de $2 millones, y las casas frente al mar suelen superar los $10 millones.',
    },
  ],
};
