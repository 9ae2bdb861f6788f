/** /home-prices: the homes for sale, city by city; its head's texts too. */
export const homePricesEs = {
  'Market snapshot': 'Panorama del mercado',
  'Home Prices': 'Precios de la vivienda',
  ' by City': ' por ciudad',
  'The homes for sale on this site, city by city: how many there are, their median asking price and price per square foot, and their range of prices.':
    'Las casas en venta en este sitio, ciudad por ciudad: cuántas hay, su precio mediano de venta y por pie cuadrado, y su rango de precios.',
  'Loading home prices…': 'Cargando los precios de la vivienda…',
  'Home prices could not be loaded': 'No pudimos cargar los precios de la vivienda',
  'No homes are for sale right now': 'No hay casas en venta en este momento',
  'Homes for sale by city': 'Casas en venta por ciudad',
  'Median asking price': 'Precio mediano de venta',
  'Median price per sq ft': 'Precio mediano por pie²',
  'Price range': 'Rango de precios',
  'Not listed': 'Sin datos',
  '{lowest} to {highest}': '{lowest} a {highest}',
  'Medians of the asking prices of the homes for sale on this site, not of sales: a city’s figures change as homes come on the market and sell.':
    'Medianas de los precios de venta publicados de las casas en venta en este sitio, no de ventas cerradas: las cifras de una ciudad cambian a medida que las casas salen al mercado y se venden.',
  // Its head (title and description, routes/route-table.ts).
  'Home Prices by City': 'Precios de la vivienda por ciudad',
  'Median asking prices and price per square foot of the homes for sale in each Orange County and Los Angeles city we serve, with how many are on the market.':
    'Precio mediano de venta y precio por pie cuadrado de las casas en venta en cada ciudad del Condado de Orange y Los Ángeles donde trabajamos, con cuántas hay en el mercado.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    homePrices: typeof homePricesEs;
  }
}
