import { sellerTextsEs } from '@pcr/contracts/seller-es';

/** "What's my home worth?" (es-US, usted): /sell, its two steps, and the page after it (/sell/thanks). */
export const sellEs = {
  // The seller form's choices and messages, as the API answers them too
  ...sellerTextsEs,
  // /sell, and the header's and home page's links to it
  Sell: 'Vender',
  'See the homes like yours at once, and get a local agent’s market analysis within 24 hours.':
    'Vea al instante las casas como la suya y reciba el análisis de mercado de un agente local en menos de 24 horas.',
  'Sell with us': 'Venda con nosotros',
  'What’s my home worth?': '¿Cuánto vale mi casa?',
  'Tell us about your home in two short steps. You’ll see the homes like it on our site at once, and a local agent will send you a comparative market analysis (CMA) within {hours} hours.':
    'Cuéntenos sobre su casa en dos pasos breves. Verá al instante las casas parecidas de nuestro sitio, y un agente local le enviará un análisis comparativo de mercado (CMA) en menos de {hours} horas.',
  'Step 1 of 2': 'Paso 1 de 2',
  'Step 2 of 2': 'Paso 2 de 2',
  'Where is your home?': '¿Dónde está su casa?',
  'About your home and you': 'Sobre su casa y usted',
  'Street address': 'Dirección (calle y número)',
  'Choose a city': 'Elija una ciudad',
  'ZIP code': 'Código postal',
  'Next: about your home': 'Siguiente: sobre su casa',
  'Change address': 'Cambiar la dirección',
  'Your home': 'Su casa',
  'Type of home': 'Tipo de vivienda',
  'Choose a type': 'Elija un tipo',
  'Living area (sq ft)': 'Superficie habitable (pies cuadrados)',
  Condition: 'Estado',
  'Choose the condition': 'Elija el estado',
  'When might you sell?': '¿Cuándo podría vender?',
  'Choose a time': 'Elija un plazo',
  'Where to send your analysis': 'Adónde enviarle su análisis',
  'I agree to receive e-mails from {brand} about selling this home, starting with the market analysis I asked for. An agent may also call me.':
    'Acepto recibir correos electrónicos de {brand} sobre la venta de esta casa, empezando por el análisis de mercado que pedí. Un agente también podrá llamarme.',
  'Send and see homes like mine': 'Enviar y ver casas como la mía',
  'How we use what you send:': 'Cómo usamos lo que nos envía:',
  'Please check the fields marked below.': 'Revise los campos marcados abajo.',
  'We couldn’t save your request just now. Nothing you typed is lost: please send it again in a minute.':
    'No pudimos guardar su solicitud en este momento. No se ha perdido nada de lo que escribió: envíela de nuevo en un minuto.',
  'How it works': 'Cómo funciona',
  'Tell us about your home': 'Cuéntenos sobre su casa',
  'Its address, size and condition, and when you may sell.': 'Su dirección, su tamaño y su estado, y cuándo podría vender.',
  'See homes like yours': 'Vea casas como la suya',
  'The homes on our site in your city with about as many bedrooms and as much living space.':
    'Las casas de nuestro sitio en su ciudad con un número parecido de recámaras y una superficie habitable similar.',
  'Get your agent’s analysis': 'Reciba el análisis de su agente',
  'A local agent compares recent sales and the homes on the market, and sends you a price range within {hours} hours.':
    'Un agente local compara las ventas recientes y las casas en el mercado, y le envía un rango de precios en menos de {hours} horas.',
  // /sell/thanks
  'Request received': 'Solicitud recibida',
  'Thank you! Your analysis is on its way': '¡Gracias! Su análisis está en camino',
  'A local agent is preparing a comparative market analysis (CMA) of your home: the price range they would list it at, and why. You will have it by e-mail within {hours} hours.':
    'Un agente local está preparando un análisis comparativo de mercado (CMA) de su casa: el rango de precios en que la ofrecería, y por qué. Lo recibirá por correo electrónico en menos de {hours} horas.',
  '{count} buyers with a confirmed alert on this site are looking for a home like yours':
    '{count} compradores con una alerta confirmada en este sitio buscan una casa como la suya',
  'Counted from the e-mail alerts buyers have confirmed on our site. We never say who they are.':
    'Contados a partir de las alertas por correo electrónico que los compradores han confirmado en nuestro sitio. Nunca decimos quiénes son.',
  'What happens next': 'Qué sigue',
  'An agent who knows your area looks at your home, the homes like it and recent sales.': 'Un agente que conoce su zona estudia su casa, las casas parecidas y las ventas recientes.',
  'Within {hours} hours you get your analysis by e-mail: reply to it or call us with any question.':
    'En menos de {hours} horas recibe su análisis por correo electrónico: respóndalo o llámenos si tiene cualquier pregunta.',
  'You decide what to do with it. There is no obligation.': 'Usted decide qué hacer con él. Sin ningún compromiso.',
  'Homes like yours on our site': 'Casas como la suya en nuestro sitio',
  'Homes in {city} with {minBeds} to {maxBeds} bedrooms and {minArea} to {maxArea} sq ft of living space.':
    'Casas en {city} con {minBeds} a {maxBeds} recámaras y de {minArea} a {maxArea} pies cuadrados de superficie habitable.',
  'Loading the homes like yours…': 'Cargando las casas como la suya…',
  'No homes like yours are listed in {city} right now': 'No hay casas como la suya publicadas en {city} en este momento',
  'Your agent’s analysis looks further: recent sales and the homes coming to market.': 'El análisis de su agente va más allá: ventas recientes y casas que están por salir al mercado.',
  'We couldn’t load the homes like yours just now. Please reload this page in a minute.': 'No pudimos cargar las casas como la suya en este momento. Vuelva a cargar esta página en un minuto.',
  'This address does not describe a home, so there are no homes like it to show.': 'Esta dirección no describe ninguna casa, así que no hay casas parecidas que mostrar.',
  'Browse homes for sale': 'Ver casas en venta',
  'Back to the home page': 'Volver a la página de inicio',
  // Its head (title and description, routes/route-table.ts).
  'What’s My Home Worth? Free Home Valuation': '¿Cuánto vale mi casa? Valoración gratuita',
  "Tell us about your Orange County or Los Angeles home in two steps: see the homes like it at once, and get a local agent's market analysis within {hours} hours.":
    'Cuéntenos sobre su casa en el Condado de Orange o Los Ángeles en dos pasos: vea al instante las casas parecidas y reciba el análisis de mercado de un agente local en menos de {hours} horas.',
  'Thank you: your home analysis is on its way': 'Gracias: su análisis está en camino',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    sell: typeof sellEs;
  }
}
