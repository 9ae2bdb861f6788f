/** A home's page (/properties/{id}): its facts, its photos, its states (es-US, usted). The MLS's words stay in English. */
export const propertyPageEs = {
  'Loading property…': 'Cargando propiedad…',
  'Property Not Found': 'Propiedad no encontrada',
  'This home is no longer listed': 'Esta casa ya no está publicada',
  'It may have sold or been taken off the market. Browse our other homes, or contact us to hear about similar ones.':
    'Es posible que se haya vendido o que la hayan retirado del mercado. Vea nuestras otras casas o contáctenos para saber de otras similares.',
  'Square feet': 'Pies cuadrados',
  'Meet our team': 'Conozca a nuestro equipo',
  'About the neighborhood': 'Sobre el vecindario',
  'More homes nearby': 'Más casas cerca',
  'Interested in this home?': '¿Le interesa esta casa?',
  'Photos of {title}': 'Fotos de {title}',
  '{number} of {count}': '{number} de {count}',
  'Photo {position}': 'Foto {position}',
  'Show photo {position}: {alt}': 'Ver foto {position}: {alt}',
  Previous: 'Anterior',
  Next: 'Siguiente',
  ' photo': ' (foto)',
  // Its head (title and description, routes/route-table.ts).
  '{home} in {location}: {bedrooms} beds, {bathrooms} baths, {squareFeet} sq ft, {price}.':
    '{home} en {location}: {bedrooms} recámaras, {bathrooms} baños, {squareFeet} pies², {price}.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    propertyPage: typeof propertyPageEs;
  }
}
