/**
 * The city pages (es-US, usted): the list of city guides and a city's guide (hero, figures, overview,
 * tabs, FAQ, sidebar), with the spec's texts (errorMessages). The guide's own prose comes from the API.
 */
export const citiesEs = {
  // The list
  'City Guides': 'Guías de ciudades',
  // "Orange County" + accent: "Condado de Orange, ciudad por ciudad".
  ' Cities': ', ciudad por ciudad',
  'From beach towns to master-planned communities: what living in each city is like, and what homes cost there.':
    'De pueblos costeros a comunidades planificadas: cómo es vivir en cada ciudad y cuánto cuestan allí las casas.',
  'Explore by city': 'Explore por ciudad',
  'Loading cities…': 'Cargando ciudades…',
  'City guides are on their way': 'Las guías de ciudades llegarán pronto',
  // A city's card
  '{city}, Orange County': '{city}, Condado de Orange',
  'Median price': 'Precio medio',
  Population: 'Población',
  // A city's guide
  Cities: 'Ciudades',
  'Loading city guide…': 'Cargando la guía de la ciudad…',
  '{city} at a glance': '{city} de un vistazo',
  'Orange County, California': 'Condado de Orange, California',
  'View of {city}': 'Vista de {city}',
  'Median Price': 'Precio medio',
  'Price/Sq.Ft': 'Precio/pie²',
  'Days on Market': 'Días en el mercado',
  'City Overview': 'Panorama de la ciudad',
  'About ': 'Acerca de ',
  'Best For': 'Ideal para',
  'Top Neighborhoods': 'Vecindarios destacados',
  // The tabs
  'Living Here': 'Vivir aquí',
  'Explore ': 'Descubra ',
  'About {city}': 'Acerca de {city}',
  'Real Estate': 'Bienes raíces',
  Schools: 'Escuelas',
  Attractions: 'Atracciones',
  'The {city} Market': 'El mercado de {city}',
  'Median Year Built': 'Año medio de construcción',
  'Walk Score': 'Índice Walk Score',
  'Crime Index': 'Índice de criminalidad',
  '(lower is better)': '(cuanto más bajo, mejor)',
  'out of {max}': 'de {max}',
  'Schools in {city}': 'Escuelas en {city}',
  'Average School Rating': 'Calificación escolar promedio',
  'Top Schools': 'Escuelas destacadas',
  '{rating} out of {max}': '{rating} de {max}',
  'Popular Attractions': 'Atracciones populares',
  'Parks & Recreation': 'Parques y recreación',
  Beaches: 'Playas',
  'Restaurants & Dining': 'Restaurantes y gastronomía',
  Shopping: 'Compras',
  'Walkable Areas': 'Zonas para caminar',
  // The FAQ: "Frequently Asked" + accent "Questions": "Preguntas frecuentes".
  '{city} FAQ': 'Dudas sobre {city}',
  'Frequently Asked': 'Preguntas',
  Questions: 'frecuentes',
  // The sidebar
  'Our local agents know {city} street by street. Browse what is for sale, or talk to us about the homes that never reach the portals.':
    'Nuestros agentes locales conocen {city} calle por calle. Vea lo que está en venta o hable con nosotros sobre las casas que nunca llegan a los portales inmobiliarios.',
  'View {city} Listings': 'Ver casas en {city}',
  'Nearby Areas': 'Zonas cercanas',
  'Real Estate Market Stats': 'Datos del mercado inmobiliario',
  'Median Home Price': 'Precio medio de vivienda',
  'School Rating': 'Calificación escolar',
  // The spec's texts (errorMessages)
  'Error loading cities. Please try again later.': 'Error al cargar las ciudades. Inténtelo de nuevo más tarde.',
  'City Not Found': 'Ciudad no encontrada',
  "We couldn't find information for this city. Please try another city or go back to the cities list.":
    'No encontramos información sobre esta ciudad. Pruebe con otra ciudad o vuelva a la lista de ciudades.',
  'Back to Cities': 'Volver a las ciudades',
  // Its head (title and description, routes/route-table.ts).
  'Orange County Cities': 'Ciudades del Condado de Orange',
  'City guides to Orange County: median home prices, population, schools, attractions and lifestyle, city by city.':
    'Guías de las ciudades del Condado de Orange: precio mediano de la vivienda, población, escuelas, atracciones y estilo de vida, ciudad por ciudad.',
  'This city guide could not be found. Browse the Orange County city guides of Pacific Crest Realty instead.':
    'No encontramos esta guía de ciudad. Consulte las guías de ciudades del Condado de Orange de Pacific Crest Realty.',
  '{city}, Orange County Real Estate Guide': 'Guía inmobiliaria de {city}, Condado de Orange',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    cities: typeof citiesEs;
  }
}
