/** The neighborhood pages (es-US, usted): the list, a neighborhood's guide, its market and its homes. */
export const neighborhoodsEs = {
  // The list
  'Explore our': 'Explore nuestros',
  neighborhoods: 'vecindarios',
  'From harbor towns to hillside enclaves: what living in each Orange County and Los Angeles neighborhood is like, and what homes cost there.':
    'De pueblos con puerto a enclaves en las colinas: cómo es vivir en cada vecindario del Condado de Orange y Los Ángeles, y cuánto cuestan allí las casas.',
  'Please try again in a moment, or contact us to talk to a local agent about the area you have in mind.':
    'Inténtelo de nuevo en un momento o contáctenos para hablar con un agente local sobre la zona que le interesa.',
  'Please check back soon, or contact us to talk to a local agent about the area you have in mind.':
    'Vuelva pronto o contáctenos para hablar con un agente local sobre la zona que le interesa.',
  'Loading {region} neighborhoods…': 'Cargando vecindarios de {region}…',
  'No {region} neighborhoods yet': 'Aún no hay vecindarios de {region}',
  // The display-only filters
  'Filter Neighborhoods': 'Filtrar vecindarios',
  Preview: 'Vista previa',
  'Filtering is coming soon. For now every neighborhood is listed below, grouped by region.':
    'Pronto podrá filtrar. Por ahora, todos los vecindarios aparecen abajo, agrupados por región.',
  Region: 'Región',
  'All regions': 'Todas las regiones',
  'Any lifestyle': 'Cualquier estilo de vida',
  'Beach & coastal': 'Playa y costa',
  'Family-friendly': 'Ideal para familias',
  'Urban & walkable': 'Urbano y caminable',
  'Luxury estates': 'Residencias de lujo',
  'Average price': 'Precio promedio',
  'Any price': 'Cualquier precio',
  'Under {low}': 'Menos de {low}',
  '{low} to {high}': 'De {low} a {high}',
  'Over {high}': 'Más de {high}',
  // A neighborhood's hero (its card's texts are the shell's: listings.ts)
  'average home price': 'precio promedio de una casa',
  // A neighborhood's guide
  'Loading neighborhood…': 'Cargando vecindario…',
  'Neighborhood Guide': 'Guía del vecindario',
  'Living in': 'Vivir en',
  'Property Types': 'Tipos de propiedad',
  Housing: 'Vivienda',
  Education: 'Educación',
  Transportation: 'Transporte',
  'By the Numbers': 'En cifras',
  'Market Trends': 'Tendencias del mercado',
  Updated: 'Actualizado el',
  'Changes are year over year.': 'Los cambios son respecto al año anterior.',
  'Median Sale Price': 'Precio medio de venta',
  'Average Price': 'Precio promedio',
  '{change} from last year': '{change} respecto al año pasado',
  'Available Now': 'Disponibles ahora',
  'Homes for sale in': 'Casas en venta en',
  'View all properties in {name}': 'Ver todas las propiedades en {name}',
  'Loading homes in {name}…': 'Cargando casas en {name}…',
  "We couldn't load the homes in {name}": 'No pudimos cargar las casas en {name}',
  'Please try again in a moment, or see every home we list in the area.': 'Inténtelo de nuevo en un momento o vea todas las casas que tenemos en la zona.',
  'Keep Exploring': 'Siga explorando',
  'Nearby Neighborhoods': 'Vecindarios cercanos',
  'Areas close to {name}, each with its own guide.': 'Zonas cerca de {name}, cada una con su propia guía.',
  'Back to Neighborhoods': 'Volver a vecindarios',
  // The spec's texts (errorMessages)
  'Neighborhood Not Found': 'Vecindario no encontrado',
  "The neighborhood you're looking for could not be found or has been removed.": 'No encontramos el vecindario que busca, o ya no está disponible.',
  'There are currently no available properties in this neighborhood. Please check back soon or contact us to be notified when new listings become available.':
    'Por ahora no hay propiedades disponibles en este vecindario. Vuelva pronto o contáctenos para que le avisemos cuando haya nuevos listados.',
  // Its head (title and description, routes/route-table.ts).
  'Neighborhood Guides': 'Guías de vecindarios',
  'Neighborhood guides to Orange County and Los Angeles: average home prices, housing, lifestyle, schools and getting around, area by area.':
    'Guías de los vecindarios del Condado de Orange y Los Ángeles: precios promedio, vivienda, estilo de vida, escuelas y transporte, zona por zona.',
  'This neighborhood guide could not be found. Browse the Orange County and Los Angeles neighborhood guides of Pacific Crest Realty instead.':
    'No encontramos esta guía de vecindario. Consulte las guías de vecindarios del Condado de Orange y Los Ángeles de Pacific Crest Realty.',
  '{name}, {region} Neighborhood Guide': 'Guía de {name}, {region}',
  '{name}, {region}: {averagePrice} average home price, {medianSale} median sale. Housing, lifestyle, schools, transportation and homes for sale.':
    '{name}, {region}: precio promedio de {averagePrice}, venta mediana de {medianSale}. Vivienda, estilo de vida, escuelas, transporte y casas en venta.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    neighborhoods: typeof neighborhoodsEs;
  }
}
