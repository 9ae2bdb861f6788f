/**
 * Listings (es-US), on every Spanish page's first load: the RESO status values the site shows, a card's
 * facts, the MLS's attribution, and the words the lists and pages of homes share.
 * A listing's title and remarks stay as the MLS wrote them (marked lang="en").
 */
export const listingsEs = {
  // PropertyStatus (RESO StandardStatus as the site names it)
  'For Sale': 'En venta',
  Pending: 'Pendiente',
  Sold: 'Vendida',
  'New Listing': 'Nuevo listado',
  'Coming Soon': 'Próximamente',
  // Region (the contract's REGIONS), on cards, filters and area lists
  'Orange County': 'Condado de Orange',
  'Los Angeles': 'Los Ángeles',
  // A neighborhood's card (on the home page and the neighborhood list)
  'average price': 'precio promedio',
  'Property types': 'Tipos de propiedad',
  // A card's facts
  'Key facts': 'Datos clave',
  '1 bed': '1 recámara',
  '{count} beds': '{count} recámaras',
  '1 bath': '1 baño',
  '{count} baths': '{count} baños',
  '{area} sq ft': '{area} pies²',
  'Listed by': 'Agente:',
  'Listing courtesy of {office}': 'Listado por cortesía de {office}',
  // Shared by the lists and pages of homes
  Properties: 'Propiedades',
  Bedrooms: 'Recámaras',
  Bathrooms: 'Baños',
  'Loading…': 'Cargando…',
  Breadcrumb: 'Ruta de navegación',
  'Listing data last updated': 'Datos de las propiedades actualizados el',
  'Image not available': 'Imagen no disponible',
  Featured: 'Destacadas',
  // A listing from the hot-listings provider (home page and /hot-listings)
  '{percent}% hot': 'Interés: {percent}%',
  '1 day on market': '1 día en el mercado',
  '{count} days on market': '{count} días en el mercado',
  ' (opens in a new tab)': ' (se abre en una pestaña nueva)',
  'View on provider': 'Ver en el sitio del proveedor',
  'View All Properties': 'Ver todas las propiedades',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    listings: typeof listingsEs;
  }
}
