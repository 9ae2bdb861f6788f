import type { CityTexts } from '../../translated-texts.js';

/** Spanish texts of the Irvine city guide; the English entry in ../../cities.ts holds its numbers and names. */
export const texts: CityTexts = {
  description: 'Comunidades planificadas, escuelas de primer nivel y millas de senderos entre áreas verdes en el corazón del Condado de Orange.',
  metaDescription:
    'Guía de bienes raíces de Irvine, CA: precios medios de vivienda, escuelas, parques, playas y vecindarios. Consejos por comunidad de Pacific Crest Realty.',
  overview:
    'Irvine es una de las ciudades planificadas más grandes de Estados Unidos. La Irvine Company la trazó como una serie de comunidades, llamadas “villages”, cada una con sus propios parques, piscinas, escuelas y comercios de barrio. El resultado es una calidad de vida notablemente uniforme: calles limpias, jardines maduros y franjas verdes que conectan las casas con las escuelas sin cruzar ninguna avenida principal. Sede de UC Irvine (la Universidad de California en Irvine) y de numerosas empresas de tecnología y ciencias de la vida, la ciudad atrae a familias y profesionales de todo el mundo.',
  bestFor: ['Familias con hijos en edad escolar', 'Profesionales de tecnología y biotecnología', 'Compradores que valoran la seguridad', 'Compradores internacionales'],
  realEstateMarket:
    'El mercado de Irvine gira en torno a las escuelas y la construcción nueva. Las casas de reventa con buen precio en comunidades consolidadas como Woodbridge y Northwood suelen venderse en tres o cuatro semanas, a menudo con varias ofertas. Las comunidades más nuevas de Great Park y Portola Springs ofrecen distribuciones modernas, pero casi siempre conllevan impuestos especiales Mello-Roos y cuotas de la asociación de propietarios (HOA), que conviene sumar al costo mensual.',
  schools: {
    overview:
      'Irvine Unified School District figura año tras año entre los mejores de California, con cinco escuelas secundarias integrales y sólidos programas de ciencias y tecnología (STEM), artes e idiomas. Tustin Unified también atiende partes del norte de Irvine.',
    topSchools: [
      { type: 'Secundaria pública', notes: 'Conocida por su equipo de decatlón académico y sus programas de ciencias.' },
      { type: 'Secundaria pública' },
      { type: 'Secundaria pública', notes: 'Abrió en 2016 para atender a las comunidades de Great Park y Portola Springs.' },
      { type: 'Primaria pública' },
      { type: 'Secundaria pública (Tustin Unified)' },
    ],
  },
  attractions: [
    { description: 'Una antigua base aérea del Cuerpo de Marines convertida en complejo deportivo, granja y campus artístico, con su emblemático globo anaranjado cautivo.' },
    { description: 'Tiendas y restaurantes al aire libre, con una rueda de la fortuna gigante, un carrusel y un cine.' },
    { description: 'Una granja familiar con recorridos de temporada para cosechar usted mismo, un huerto de calabazas y campos de fresas.' },
    { description: 'Un íntimo escenario de artes escénicas en el campus de UC Irvine.' },
  ],
  parks: [
    { description: 'Un parque de 345 acres con lago, áreas de juegos y un sendero de vida silvestre en el centro de la ciudad.' },
    { description: 'Circuitos suaves entre matorral costero de salvia, con vistas a la sierra de Saddleback.' },
    { description: 'Una reserva natural sobre Turtle Rock, con bosque de robles y caminatas guiadas.' },
  ],
  restaurants: [
    { description: 'Un destino de cocina asiática, desde fideos estirados a mano hasta postres taiwaneses.' },
    { title: 'Restaurantes de Irvine Spectrum', description: 'Decenas de restaurantes alrededor de la plaza central, desde barras informales de ramen hasta asadores.' },
    { description: 'Favoritos de los estudiantes y comida rápida frente a UC Irvine.' },
    { title: 'Zona gastronómica de The Park Place', description: 'Lugares para almorzar y cenas de negocios cerca del Irvine Business Complex.' },
  ],
  shopping: [
    { description: 'Más de 150 tiendas, un Nordstrom y un patio de palmeras al aire libre.' },
    { description: 'Supermercado junto al lago, cafés y servicios para el día a día.' },
    { description: 'Tiendas de gran formato y especializadas en el límite con Tustin.' },
  ],
  walkableAreas: [
    { title: 'Circuito de los lagos de Woodbridge', description: 'Un paseo a la sombra alrededor de North Lake y South Lake, con playas y puentes peatonales.' },
    { description: 'Un centro exclusivamente peatonal para pasear al atardecer, cenar e ir al cine.' },
  ],
  faqs: [
    {
      question: '¿Es Irvine un buen lugar para las familias?',
      answer: 'Sí. Irvine combina un bajo índice de delincuencia, un parque en casi cada comunidad y uno de los distritos escolares mejor calificados del estado.',
    },
    {
      question: '¿Qué es Mello-Roos y lo tienen todas las casas de Irvine?',
      answer:
        'Mello-Roos es un impuesto especial que financia la infraestructura de las comunidades más nuevas. Muchas casas construidas a partir de la década de 1990 lo pagan; muchas comunidades más antiguas, no. Incluimos el monto exacto en cada análisis de propiedad.',
    },
    {
      question: '¿Cuánto dura el trayecto a Los Ángeles?',
      answer: 'Alrededor de una hora en auto fuera de las horas pico, o unos 75 minutos en Metrolink desde la estación de Irvine hasta Union Station.',
    },
    {
      question: '¿Cuánto suelen costar las cuotas de HOA en Irvine?',
      answer:
        'La mayoría de las casas pertenecen a la asociación de su comunidad y a una asociación maestra; juntas suelen sumar entre $150 y $450 al mes, y cubren piscinas, parques y jardinería.',
    },
    {
      question: '¿Todavía hay construcción nueva disponible?',
      answer: 'Sí, sobre todo en Great Park Neighborhoods y Portola Springs, donde los constructores lanzan nuevas fases durante todo el año.',
    },
  ],
};
