import type { ArticleSection } from '@pcr/contracts';

/** The Spanish (es-US) text of the guide "neighborhood-guide": the same sections, ids and links as ../../guides/neighborhood-guide.ts. */
export const sections: ArticleSection[] = [
  {
    id: 'choosing',
    heading: 'Cómo elegir un vecindario',
    blocks: [
      {
        type: 'list',
        items: [
          {
            term: 'Trayecto al trabajo',
            text: 'haga el recorrido en hora pico y revise las opciones de Metrolink, el tren de Metro y los autobuses. Veinte millas pueden ser veinte minutos u hora y media.',
          },
          {
            term: 'Escuelas',
            text: 'los límites de asignación escolar deciden qué escuelas públicas corresponden a una vivienda, y pueden cambiar. Confirme la dirección con el distrito escolar en lugar de fiarse del anuncio.',
          },
          {
            term: 'Costo mensual total',
            text: 'las cuotas de la asociación de propietarios (HOA) y los impuestos especiales Mello-Roos, comunes en las comunidades planificadas, pueden sumar cientos de dólares al mes. Pida ambas cifras antes de hacer una oferta.',
          },
          {
            term: 'Riesgos y seguro',
            text: 'las zonas de cañones y laderas pueden estar en zonas de riesgo de incendio muy alto, y algunas calles costeras y bajas, en zonas inundables. La declaración de riesgos naturales (Natural Hazard Disclosure) y las cotizaciones de seguro tempranas le dicen qué está comprando.',
          },
          {
            term: 'Qué puede construir',
            text: 'las viviendas de la zona costera pueden necesitar un permiso de desarrollo costero para remodelar, y los distritos históricos y las HOA tienen sus propias normas de diseño.',
          },
          {
            term: 'Visite a distintas horas',
            text: 'una calle tranquila un martes por la mañana puede ser un atajo congestionado a las 5 p.m. o una cuadra animada un sábado por la noche.',
          },
        ],
      },
    ],
  },
  {
    id: 'orange-county',
    heading: 'El Condado de Orange',
    blocks: [
      {
        type: 'paragraph',
        text: 'El Condado de Orange combina 42 millas de costa con ciudades planificadas en el interior, distritos escolares muy bien calificados y el John Wayne Airport en su centro. Las ciudades costeras cuestan más por el acceso a la playa y las vistas; las del interior, como Irvine, ofrecen viviendas más nuevas, parques y escuelas a un precio por pie cuadrado más bajo.',
      },
      {
        type: 'list',
        items: [
          {
            term: 'Newport Beach',
            text: 'la vida junto a la bahía en Lido Isle y Balboa Island, casas sobre los acantilados en Corona del Mar y residencias en comunidades cerradas en Newport Coast. El referente de la vida costera en el Condado de Orange, ideal para quienes navegan.',
            href: '/neighborhoods/newport-beach',
          },
          {
            term: 'Irvine',
            text: 'una ciudad planificada, organizada en barrios (villages), con parques, senderos verdes y las escuelas de Irvine Unified. Los barrios más nuevos, como Great Park Neighborhoods y Portola Springs, suelen tener impuestos Mello-Roos y cuotas de HOA.',
            href: '/neighborhoods/irvine',
          },
          {
            term: 'Laguna Beach',
            text: 'una colonia de artistas con calas, casitas en los cañones y laderas con vista al mar alrededor de un centro que se recorre a pie. Muchas calles de cañones y laderas están en zonas de riesgo de incendio, así que pida cotizaciones de seguro pronto.',
            href: '/neighborhoods/laguna-beach',
          },
          {
            term: 'Huntington Beach',
            text: 'diez millas de playa amplia y arenosa, casas junto al puerto con muelle privado y vecindarios familiares cerca de preparatorias bien valoradas, a precios más accesibles que los de sus vecinos costeros.',
            href: '/neighborhoods/huntington-beach',
          },
          {
            term: 'Costa Mesa',
            text: 'la “Ciudad de las Artes” (City of the Arts): casas estilo ranch de mediados del siglo XX en amplios terrenos del Eastside, una escena gastronómica creativa, South Coast Plaza y el John Wayne Airport a cinco minutos en auto.',
            href: '/neighborhoods/costa-mesa',
          },
          {
            term: 'Dana Point',
            text: 'un pueblo portuario sobre acantilados espectaculares, con avistamiento de ballenas, surf en Salt Creek y Doheny, y comunidades cerradas como Niguel Shores.',
            href: '/neighborhoods/dana-point',
          },
          {
            term: 'Más ciudades del Condado de Orange',
            text: 'nuestras guías de ciudades tratan las escuelas, los parques, las cifras del mercado y los vecindarios de San Clemente, Tustin, Mission Viejo, Yorba Linda y otras más.',
            href: '/cities',
          },
        ],
      },
    ],
  },
  {
    id: 'los-angeles',
    heading: 'Los Ángeles',
    blocks: [
      {
        type: 'paragraph',
        text: 'Los Ángeles es una región de vecindarios muy distintos, desde los pueblos playeros del Westside y el South Bay hasta las colinas del Eastside y las calles históricas de Pasadena. Aquí la distancia al trabajo importa más que casi en cualquier otro lugar, así que elija pensando en su trayecto.',
      },
      {
        type: 'list',
        items: [
          {
            term: 'Silver Lake',
            text: 'casas en las laderas alrededor del embalse, joyas de la arquitectura moderna de mediados de siglo y bungalows de los años veinte, con los cafés y galerías de Sunset Junction, a unos diez minutos del centro de Los Ángeles.',
            href: '/neighborhoods/silver-lake',
          },
          {
            term: 'Beverly Hills',
            text: 'calles bordeadas de palmeras en los Flats, residencias de mediados de siglo en Trousdale y fincas cerradas en las colinas, con su propio distrito escolar y Rodeo Drive en el corazón de la ciudad.',
            href: '/neighborhoods/beverly-hills',
          },
          {
            term: 'Santa Monica',
            text: 'una ciudad de playa con el pulso de una gran ciudad: casas Craftsman al norte de Montana Avenue, condominios con vista al mar, el muelle (the Pier) y la línea E de Metro hasta el centro de Los Ángeles.',
            href: '/neighborhoods/santa-monica',
          },
          {
            term: 'Pasadena',
            text: 'bungalows Craftsman, residencias históricas a lo largo del Arroyo Seco y calles arboladas al pie de las San Gabriel Mountains, con Old Pasadena y Caltech muy cerca.',
            href: '/neighborhoods/pasadena',
          },
          {
            term: 'Manhattan Beach',
            text: 'calles peatonales llenas de flores (walk streets), casas frente a The Strand y los terrenos más grandes del Tree Section, con las escuelas de Manhattan Beach Unified y el aeropuerto LAX a unos 15 minutos.',
            href: '/neighborhoods/manhattan-beach',
          },
          {
            term: 'Los Feliz',
            text: 'grandes residencias de los años veinte en las laderas y dúplex de época al pie de Griffith Park y el Griffith Observatory, con las librerías y cafés de Vermont Avenue y Hillhurst Avenue.',
            href: '/neighborhoods/los-feliz',
          },
        ],
      },
      {
        type: 'callout',
        tone: 'note',
        title: 'Los límites de la ciudad importan',
        text: 'Silver Lake y Los Feliz están dentro de la ciudad de Los Ángeles, que suma su propio impuesto de transferencia al del condado, incluido el impuesto de la Measure ULA sobre las ventas de precio más alto. Por lo general lo paga el vendedor, pero influye en los precios. Beverly Hills, Santa Monica, Pasadena y Manhattan Beach son ciudades independientes, con sus propios impuestos, normas y servicios.',
      },
    ],
  },
  {
    id: 'at-a-glance',
    heading: 'De un vistazo',
    blocks: [
      {
        type: 'table',
        caption: 'Comparación de nuestros vecindarios',
        columns: ['Zona', 'Región', 'Ideal para', 'Viviendas típicas'],
        rows: [
          ['Newport Beach', 'Condado de Orange', 'Navegar, vivir frente al agua y el lujo', 'Casas frente a la bahía, casitas en las islas, residencias en comunidades cerradas'],
          ['Irvine', 'Condado de Orange', 'Familias, escuelas y viviendas más nuevas', 'Casas en los villages, adosadas, construcción nueva'],
          ['Laguna Beach', 'Condado de Orange', 'Arte, calas y vistas al mar', 'Casitas de playa, casas con vista en las laderas'],
          ['Huntington Beach', 'Condado de Orange', 'Surf, espacio y buenos precios en la costa', 'Casas junto al puerto, urbanizaciones familiares, condominios'],
          ['Costa Mesa', 'Condado de Orange', 'Cultura, gastronomía y una ubicación céntrica', 'Casas ranch de mediados de siglo, reconstrucciones modernas'],
          ['Dana Point', 'Condado de Orange', 'Vida portuaria y tranquilidad en la costa', 'Residencias sobre los acantilados, comunidades cerradas'],
          ['Silver Lake', 'Los Ángeles', 'Vida urbana, creativa y a pie', 'Casas modernas de mediados de siglo, bungalows'],
          ['Beverly Hills', 'Los Ángeles', 'Prestigio, privacidad y grandes residencias', 'Casas tradicionales, residencias en las colinas'],
          ['Santa Monica', 'Los Ángeles', 'Vida de playa con servicios de ciudad', 'Casas Craftsman, condominios con vista al mar'],
          ['Pasadena', 'Los Ángeles', 'Arquitectura y encanto histórico', 'Bungalows Craftsman, residencias históricas'],
          ['Manhattan Beach', 'Los Ángeles', 'Familias que buscan un pueblo de playa', 'Casas en walk streets, casas frente a The Strand'],
          ['Los Feliz', 'Los Ángeles', 'Carácter de ladera junto a Griffith Park', 'Residencias de estilo español, dúplex de época'],
        ],
      },
    ],
  },
  {
    id: 'next-steps',
    heading: 'Conocer las zonas en persona',
    blocks: [
      {
        type: 'list',
        ordered: true,
        items: [
          'Elija dos o tres zonas con esta guía y nuestras páginas de vecindarios.',
          'Visite viviendas en cada una un día entre semana por la tarde y otra vez el fin de semana.',
          'Pídanos las ventas comparables recientes para saber qué puede comprar con su presupuesto en cada zona.',
          'Antes de hacer una oferta por su favorita, revise la asignación escolar, las cuotas de HOA, los impuestos Mello-Roos y las cotizaciones de seguro.',
        ],
      },
    ],
  },
];
