/** Open houses (es-US, usted): /open-houses, each open house's card and calendar links, and a home's open houses. */
export const openHousesEs = {
  'Open Houses': 'Casas abiertas',
  'Come See It ': 'Venga a verla ',
  'in Person': 'en persona',
  'This weekend’s open houses first, then the next 14 days. All times are Pacific time.':
    'Primero las casas abiertas de este fin de semana, luego las de los próximos 14 días. Todas las horas son del Pacífico.',
  'Open houses by city': 'Casas abiertas por ciudad',
  'All cities': 'Todas las ciudades',
  'Show open houses': 'Ver casas abiertas',
  'This weekend': 'Este fin de semana',
  'In the next 14 days': 'En los próximos 14 días',
  'Loading open houses…': 'Cargando casas abiertas…',
  'We couldn’t load the open houses': 'No pudimos cargar las casas abiertas',
  'Please try again in a moment, or browse the homes for sale.': 'Inténtelo de nuevo en un momento o vea las casas en venta.',
  'No open houses this weekend': 'No hay casas abiertas este fin de semana',
  'See the ones coming up below, or ask an agent to show you a home.': 'Vea las próximas más abajo o pida a un agente que le muestre una casa.',
  'No other open houses in the next 14 days': 'No hay más casas abiertas en los próximos 14 días',
  'Browse the homes for sale, or ask an agent to show you one.': 'Vea las casas en venta o pida a un agente que le muestre una.',
  // Each open house: its calendar links (the hidden words name the home and the day for a screen reader)
  'Add to calendar': 'Añadir al calendario',
  ' (.ics file): {title}, {day}': ' (archivo .ics): {title}, {day}',
  'Google Calendar': 'Calendario de Google',
  ' (opens in a new tab): {title}, {day}': ' (se abre en una pestaña nueva): {title}, {day}',
  // …and, for a visitor who cannot come then, the home's tour request
  'Request a private tour': 'Solicitar una visita privada',
  ' of {title}': ' de {title}',
  // A home's page: its upcoming open houses
  'Open houses': 'Casas abiertas',
  'All open houses': 'Todas las casas abiertas',
  // Its head (title and description, routes/route-table.ts).
  'Open Houses This Weekend': 'Casas abiertas este fin de semana',
  'Open houses across Orange County and Los Angeles: this weekend’s first, then the next 14 days, with the hours in Pacific time and a link to add each to your calendar.':
    'Casas abiertas en el Condado de Orange y Los Ángeles: primero las de este fin de semana, luego las de los próximos 14 días, con el horario del Pacífico y un enlace para añadir cada una a su calendario.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    openHouses: typeof openHousesEs;
  }
}
