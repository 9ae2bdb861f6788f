/** /hot-listings (es-US, usted): the page around the provider's listings (their cards' words are the shell's). */
export const hotListingsEs = {
  'Market Pulse': 'El pulso del mercado',
  Hot: 'Propiedades',
  Listings: 'destacadas',
  'Homes drawing the most attention this week, with how hot each one is and how long it has been on the market.':
    'Las casas que más interés despiertan esta semana, con cuánto interés genera cada una y cuánto tiempo lleva en el mercado.',
  'Trending now': 'Lo más buscado',
  'Loading hot listings…': 'Cargando propiedades destacadas…',
  // The spec's error texts (section 8)
  'Unable to Load Hot Listings': 'No se pudieron cargar las propiedades destacadas',
  "We're having trouble connecting to the listing provider API. Please try again later.":
    'Tenemos problemas para conectarnos con el proveedor de propiedades. Inténtelo de nuevo más tarde.',
  'No hot listings right now': 'Por ahora no hay propiedades destacadas',
  'Please check back soon, or contact us to hear about new listings first.': 'Vuelva a visitarnos pronto o contáctenos para enterarse antes que nadie de las casas nuevas.',
  // Its head (title and description, routes/route-table.ts).
  'The most-watched homes for sale across Orange County and Los Angeles right now, ranked by buyer interest, from our listing provider.':
    'Las casas en venta más buscadas del Condado de Orange y Los Ángeles en este momento, según el interés de los compradores, de nuestro proveedor de listados.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    hotListings: typeof hotListingsEs;
  }
}
