/**
 * Listings (es-US): the RESO status values the site shows, a card's facts, the MLS's attribution.
 * A listing's title and remarks stay as the MLS wrote them (marked lang="en").
 */
export const listingsEs = {
  // PropertyStatus (RESO StandardStatus as the site names it)
  'For Sale': 'En venta',
  Pending: 'Pendiente',
  Sold: 'Vendida',
  'New Listing': 'Nuevo listado',
  'Coming Soon': 'Próximamente',
  // A card's facts
  'Key facts': 'Datos clave',
  '1 bed': '1 recámara',
  '{count} beds': '{count} recámaras',
  '1 bath': '1 baño',
  '{count} baths': '{count} baños',
  '{area} sq ft': '{area} pies²',
  'Listed by {agent}': 'Agente: {agent}',
  'Listing courtesy of {office}': 'Listado por cortesía de {office}',
} as const;
