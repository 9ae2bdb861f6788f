/**
 * The pages' heads (apps/web/src/routes/page-heads.ts): titles and descriptions for search results
 * and link previews. A head's text that the page also shows (a heading, a link) is translated where
 * the page's area has it: one English text, one Spanish.
 */
export const pageHeadsEs = {
  'Orange County & Los Angeles Real Estate': 'Bienes raíces en el Condado de Orange y Los Ángeles',
  'Pacific Crest Realty: homes for sale, neighborhood and city guides, and local agents across Orange County and Los Angeles. Talk to an agent today.':
    'Pacific Crest Realty: casas en venta, guías de vecindarios y ciudades, y agentes locales en el Condado de Orange y Los Ángeles. Hable hoy con un agente.',
  'A boutique Orange County and Los Angeles real estate agency since {founded}: our mission, our values, why clients choose us and our story.':
    'Una agencia inmobiliaria boutique del Condado de Orange y Los Ángeles desde {founded}: nuestra misión, nuestros valores, por qué nos eligen y nuestra historia.',
  'Call, email or send a message to our Orange County and Los Angeles real estate agents. We reply within {hours} hours.':
    'Llame, escriba o envíe un mensaje a nuestros agentes inmobiliarios del Condado de Orange y Los Ángeles. Respondemos en menos de {hours} horas.',
  'Neighborhood Guides': 'Guías de vecindarios',
  'Neighborhood guides to Orange County and Los Angeles: average home prices, housing, lifestyle, schools and getting around, area by area.':
    'Guías de los vecindarios del Condado de Orange y Los Ángeles: precios promedio, vivienda, estilo de vida, escuelas y transporte, zona por zona.',
  'This neighborhood guide could not be found. Browse the Orange County and Los Angeles neighborhood guides of Pacific Crest Realty instead.':
    'No encontramos esta guía de vecindario. Consulte las guías de vecindarios del Condado de Orange y Los Ángeles de Pacific Crest Realty.',
  '{name}, {region} Neighborhood Guide': 'Guía de {name}, {region}',
  '{name}, {region}: {averagePrice} average home price, {medianSale} median sale. Housing, lifestyle, schools, transportation and homes for sale.':
    '{name}, {region}: precio promedio de {averagePrice}, venta mediana de {medianSale}. Vivienda, estilo de vida, escuelas, transporte y casas en venta.',
  'Meet the {professionals} agents and specialists of our Orange County and Los Angeles real estate team, led by our founder.':
    'Conozca a los {professionals} agentes y especialistas de nuestro equipo inmobiliario del Condado de Orange y Los Ángeles, encabezado por nuestra fundadora.',
  'This agent is not on our team, or no longer is. Meet the Orange County and Los Angeles agents of Pacific Crest Realty instead.':
    'Este agente no forma parte de nuestro equipo, o ya no. Conozca a los agentes del Condado de Orange y Los Ángeles de Pacific Crest Realty.',
  '{name}, Real Estate Agent': '{name}, agente de bienes raíces',
  '{name}, {title} at Pacific Crest Realty (DRE #{license}): the homes {firstName} lists, languages, phone and e-mail.':
    '{name}, {title} en Pacific Crest Realty (DRE n.º {license}): las casas que {firstName} tiene en venta, idiomas, teléfono y correo electrónico.',
  'The most-watched homes for sale across Orange County and Los Angeles right now, ranked by buyer interest, from our listing provider.':
    'Las casas en venta más buscadas del Condado de Orange y Los Ángeles en este momento, según el interés de los compradores, de nuestro proveedor de listados.',
  'Home Prices by City': 'Precios de la vivienda por ciudad',
  'Median asking prices and price per square foot of the homes for sale in each Orange County and Los Angeles city we serve, with how many are on the market.':
    'Precio mediano de venta y precio por pie cuadrado de las casas en venta en cada ciudad del Condado de Orange y Los Ángeles donde trabajamos, con cuántas hay en el mercado.',
  'Open Houses This Weekend': 'Casas abiertas este fin de semana',
  'Open houses across Orange County and Los Angeles: this weekend’s first, then the next 14 days, with the hours in Pacific time and a link to add each to your calendar.':
    'Casas abiertas en el Condado de Orange y Los Ángeles: primero las de este fin de semana, luego las de los próximos 14 días, con el horario del Pacífico y un enlace para añadir cada una a su calendario.',
  'Orange County Cities': 'Ciudades del Condado de Orange',
  'City guides to Orange County: median home prices, population, schools, attractions and lifestyle, city by city.':
    'Guías de las ciudades del Condado de Orange: precio mediano de la vivienda, población, escuelas, atracciones y estilo de vida, ciudad por ciudad.',
  'This city guide could not be found. Browse the Orange County city guides of Pacific Crest Realty instead.':
    'No encontramos esta guía de ciudad. Consulte las guías de ciudades del Condado de Orange de Pacific Crest Realty.',
  '{city}, Orange County Real Estate Guide': 'Guía inmobiliaria de {city}, Condado de Orange',
  'Homes for Sale in {city}, CA': 'Casas en venta en {city}, CA',
  'Homes for sale in {city}, California, with Pacific Crest Realty: prices, beds, baths and size at a glance.':
    'Casas en venta en {city}, California, con Pacific Crest Realty: precio, recámaras, baños y tamaño de un vistazo.',
  'Homes for Sale in {area}': 'Casas en venta en {area}',
  'Homes for sale in {area} with Pacific Crest Realty: prices, beds, baths and size at a glance.':
    'Casas en venta en {area} con Pacific Crest Realty: precio, recámaras, baños y tamaño de un vistazo.',
  'Homes for Sale': 'Casas en venta',
  'Homes for sale with Pacific Crest Realty across Orange County and Los Angeles: prices, beds, baths and size at a glance.':
    'Casas en venta con Pacific Crest Realty en el Condado de Orange y Los Ángeles: precio, recámaras, baños y tamaño de un vistazo.',
  '{home} in {location}: {bedrooms} beds, {bathrooms} baths, {squareFeet} sq ft, {price}.':
    '{home} en {location}: {bedrooms} recámaras, {bathrooms} baños, {squareFeet} pies², {price}.',
  'Client Testimonials': 'Testimonios de clientes',
  'What buyers and sellers across Orange County and Los Angeles say about working with our agents.':
    'Lo que dicen los compradores y vendedores del Condado de Orange y Los Ángeles sobre trabajar con nuestros agentes.',
  'Free guides for home buyers in Orange County and Los Angeles: first-time buyers, the buying process, mortgages, home value and neighborhoods.':
    'Guías gratuitas para comprar casa en el Condado de Orange y Los Ángeles: primera vivienda, el proceso de compra, hipotecas, valor de la vivienda y vecindarios.',
  'What’s My Home Worth? Free Home Valuation': '¿Cuánto vale mi casa? Valoración gratuita',
  "Tell us about your Orange County or Los Angeles home in two steps: see the homes like it at once, and get a local agent's market analysis within {hours} hours.":
    'Cuéntenos sobre su casa en el Condado de Orange o Los Ángeles en dos pasos: vea al instante las casas parecidas y reciba el análisis de mercado de un agente local en menos de {hours} horas.',
  'Thank you: your home analysis is on its way': 'Gracias: su análisis está en camino',
  'Request a tour: {home}': 'Solicite una visita: {home}',
  'Ask for a private tour of {home}, in person or by video: choose up to three times, and an agent confirms one within {hours} hours.':
    'Solicite una visita privada de {home}, en persona o por video: elija hasta tres horarios y un agente le confirmará uno en menos de {hours} horas.',
  'Ask for a private tour, in person or by video: choose up to three times, and an agent confirms one within {hours} hours.':
    'Solicite una visita privada, en persona o por video: elija hasta tres horarios y un agente le confirmará uno en menos de {hours} horas.',
} as const;
