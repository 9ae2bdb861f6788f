// Its own entry: these texts, not the rest of the contracts.
import { propertySearchMessagesEs } from '@pcr/contracts/property-search-messages-es';

/** The homes for sale (/properties): the list, its states and its search form (es-US, usted), with the
 * contract's kinds of home and field messages. */
export const propertySearchEs = {
  'Homes for': 'Casas en',
  Sale: 'venta',
  'Showing homes in': 'Casas en',
  'Every home we represent, with its price, size and listing agent.': 'Todas las casas que representamos, con su precio, tamaño y agente.',
  'Every home we represent in {area}, with its price, size and listing agent.': 'Todas las casas que representamos en {area}, con su precio, tamaño y agente.',
  'Every home we represent in this city, with its price, size and listing agent.': 'Todas las casas que representamos en esta ciudad, con su precio, tamaño y agente.',
  'Every home we represent in this neighborhood, with its price, size and listing agent.':
    'Todas las casas que representamos en este vecindario, con su precio, tamaño y agente.',
  'Show all properties': 'Ver todas las propiedades',
  "We couldn't find that city.": 'No encontramos esa ciudad.',
  "We couldn't find that neighborhood.": 'No encontramos ese vecindario.',
  '1 home listed': '1 casa publicada',
  '{count} homes listed': '{count} casas publicadas',
  '1 home matches these filters': '1 casa coincide con estos filtros',
  '{count} homes match these filters': '{count} casas coinciden con estos filtros',
  'Available in {area}': 'Disponibles en {area}',
  'Available in this city': 'Disponibles en esta ciudad',
  'Available in this neighborhood': 'Disponibles en este vecindario',
  'Matching properties': 'Propiedades que coinciden',
  'All properties': 'Todas las propiedades',
  'Loading properties…': 'Cargando propiedades…',
  "We couldn't load our properties": 'No pudimos cargar nuestras propiedades',
  'Please try again in a moment, or contact us for current listings.': 'Inténtelo de nuevo en un momento o contáctenos para conocer las propiedades disponibles.',
  'No homes match these filters': 'Ninguna casa coincide con estos filtros',
  'Try a wider price range or fewer filters, or clear them to see every home.':
    'Pruebe un rango de precios más amplio o menos filtros, o quítelos para ver todas las casas.',
  'Clear filters': 'Quitar filtros',
  'No homes listed in {area} right now': 'Por ahora no hay casas publicadas en {area}',
  'No homes listed right now': 'Por ahora no hay casas publicadas',
  'Please check back soon or contact us to be notified when new listings become available.':
    'Vuelva a visitarnos pronto o contáctenos para que le avisemos cuando haya casas nuevas.',
  'Search homes': 'Buscar casas',
  Filters: 'Filtros',
  'Filters, 1 active': 'Filtros, 1 activo',
  'Filters, {count} active': 'Filtros, {count} activos',
  'Close filters': 'Cerrar filtros',
  Neighborhood: 'Vecindario',
  'Any neighborhood': 'Cualquier vecindario',
  City: 'Ciudad',
  'Any city': 'Cualquier ciudad',
  'Min price (USD)': 'Precio mínimo (USD)',
  'Max price (USD)': 'Precio máximo (USD)',
  Any: 'Cualquiera',
  'Property type': 'Tipo de propiedad',
  'Any type': 'Cualquier tipo',
  'Sort by': 'Ordenar por',
  'Price: low to high': 'Precio: de menor a mayor',
  'Price: high to low': 'Precio: de mayor a menor',
  'Newest listings': 'Más recientes',
  'Show homes': 'Ver casas',
  ...propertySearchMessagesEs,
  // Its head (title and description, routes/route-table.ts).
  'Homes for Sale in {city}, CA': 'Casas en venta en {city}, CA',
  'Homes for sale in {city}, California, with Pacific Crest Realty: prices, beds, baths and size at a glance.':
    'Casas en venta en {city}, California, con Pacific Crest Realty: precio, recámaras, baños y tamaño de un vistazo.',
  'Homes for Sale in {area}': 'Casas en venta en {area}',
  'Homes for sale in {area} with Pacific Crest Realty: prices, beds, baths and size at a glance.':
    'Casas en venta en {area} con Pacific Crest Realty: precio, recámaras, baños y tamaño de un vistazo.',
  'Homes for Sale': 'Casas en venta',
  'Homes for sale with Pacific Crest Realty across Orange County and Los Angeles: prices, beds, baths and size at a glance.':
    'Casas en venta con Pacific Crest Realty en el Condado de Orange y Los Ángeles: precio, recámaras, baños y tamaño de un vistazo.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    propertySearch: typeof propertySearchEs;
  }
}
