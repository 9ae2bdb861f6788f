import type { CityTexts } from '../../translated-texts.js';

/** Spanish texts of the Newport Beach city guide; the English entry in ../../cities.ts holds its numbers and names. */
export const texts: CityTexts = {
  description: 'Vida junto a la bahía, casitas en las islas y residencias sobre los acantilados en uno de los tramos más hermosos de la costa de California.',
  metaDescription:
    'Guía de bienes raíces de Newport Beach, CA: precios medios de vivienda, escuelas, parques, playas y vecindarios. Bahía, islas y costa con Pacific Crest Realty.',
  overview:
    'Newport Beach rodea Newport Harbor, donde atracan miles de embarcaciones y se suceden varias islas residenciales. La ciudad se extiende desde las casitas de playa de Balboa Peninsula hasta el pueblo de Corona del Mar y las comunidades privadas con acceso controlado en las colinas de Newport Coast. También es un centro financiero y comercial, con Fashion Island y Newport Center en su corazón.',
  bestFor: ['Amantes de la navegación y del agua', 'Compradores de lujo', 'Jubilados que buscan vivir en la costa', 'Ejecutivos que trabajan en Newport Center'],
  realEstateMarket:
    'El inventario es escaso y los precios están entre los más altos del Condado de Orange. Las casas frente a la bahía y al mar se venden habitualmente por más de $8 millones, mientras que los condominios cerca de Fashion Island ofrecen una puerta de entrada desde unos $1.2 millones. Las casas tardan más en venderse que tierra adentro, pero las propiedades mejor presentadas siguen vendiéndose en semanas.',
  schools: {
    overview:
      'Newport-Mesa Unified School District atiende a la ciudad, y Corona del Mar Middle and High School figura entre las escuelas mejor calificadas. Hay varias escuelas privadas de prestigio cerca.',
    topSchools: [
      { type: 'Pública, grados 7–12', notes: 'Sólidos programas de cursos avanzados (AP) y de deportes.' },
      { type: 'Secundaria pública', notes: 'Conocida por sus equipos de vela y waterpolo.' },
      { type: 'Primaria pública' },
      { type: 'Secundaria privada' },
    ],
  },
  attractions: [
    {
      description:
        'Una isla de casitas y tiendas para recorrer a pie, famosa por sus Balboa Bars y plátanos congelados, unida a la península por un diminuto ferry para autos.',
    },
    { description: 'Un malecón con rueda de la fortuna, paseos en barco por la bahía y salidas para avistar ballenas.' },
    { description: 'Un muelle histórico con el mercado de pescado de la Dory Fishing Fleet, en funcionamiento desde 1891.' },
    { description: 'Un jardín botánico y una biblioteca de investigación en Corona del Mar.' },
  ],
  parks: [
    { description: 'Senderos y rutas en kayak por uno de los estuarios más grandes del sur de California.' },
    { description: 'Un sendero que baja por el cañón desde Corona del Mar hacia la playa de Little Corona.' },
    { description: 'Campos, canchas y áreas de juegos cerca de los vecindarios de Bonita Canyon.' },
  ],
  beaches: [
    { description: 'Tres millas de playa, pozas de marea y casitas históricas, con caminatas por el interior del parque.' },
    { description: 'Una playa familiar enmarcada por acantilados y el rompeolas de la entrada a la bahía.' },
    { description: 'Una legendaria ola para bodysurf en la punta de Balboa Peninsula, solo para expertos los días de oleaje fuerte.' },
  ],
  restaurants: [
    { description: 'Restaurantes y cafés frente al agua a lo largo de un paseo restaurado.' },
    { description: 'Restaurantes de categoría con brisa marina y terrazas al aire libre.' },
    { title: 'Coast Highway en Corona del Mar', description: 'Bistrós de barrio, panaderías y bares de coctelería.' },
    { description: 'Restaurantes de mariscos frente a la bahía, con mesas junto a los muelles.' },
  ],
  shopping: [
    { description: 'Un centro comercial al aire libre con Neiman Marcus, Nordstrom y boutiques de diseñador.' },
    { description: 'Una cuidada selección de tiendas de moda y diseño junto a la bahía.' },
    { description: 'Tiendas de regalos, galerías y heladerías en la calle principal de la isla.' },
  ],
  walkableAreas: [
    { title: 'Paseo de Balboa Island', description: 'Un circuito plano de 2.5 millas frente a las casas de la isla que dan a la bahía.' },
    { title: 'Paseo de Balboa Peninsula', description: 'Un camino frente a la playa desde el Newport Pier hasta el Balboa Pier.' },
  ],
  faqs: [
    {
      question: '¿Cuánto cuesta una casa en Newport Beach?',
      answer:
        'El precio medio de una casa unifamiliar ronda los $3.4 millones. Los condominios empiezan cerca de $1.2 millones, y las casas frente al agua con muelle suelen partir de unos $5 millones.',
    },
    {
      question: '¿Puedo tener un bote en mi casa?',
      answer:
        'Sí, en Lido Isle, Linda Isle, Harbor Island, Bay Shores y partes de Balboa Island y de la península. Los permisos de muelle se transfieren con la casa; verificamos el tamaño del amarre antes de que usted haga una oferta.',
    },
    {
      question: '¿Se requiere seguro contra inundaciones?',
      answer:
        'Algunas zonas bajas, como partes de Balboa Island y de la península, están en zonas de inundación designadas por FEMA. Su prestamista le dirá si es obligatorio; le recomendamos pedir una cotización antes de retirar las contingencias de su oferta.',
    },
    { question: '¿A qué distancia está el aeropuerto?', answer: 'John Wayne Airport está a unos 15 minutos de la mayor parte de Newport Beach.' },
  ],
};
