/** The not-found page, loading, empty and error states shared by pages (es-US, usted). */
export const pageStatesEs = {
  // A generic retry line (the testimonials' error state, the subscription confirmation's).
  'Please try again in a moment.': 'Inténtelo de nuevo en un momento.',
  'Page not found': 'Página no encontrada',
  'The page you are looking for may have moved, or the link may be out of date. These are good places to pick up the trail:':
    'Es posible que la página que busca se haya movido o que el enlace ya no esté vigente. Estos son buenos lugares para retomar la búsqueda:',
  'Start again from our homepage.': 'Vuelva a empezar desde nuestra página principal.',
  'See the homes drawing the most interest right now.': 'Vea las casas que más interés despiertan en este momento.',
  'Explore Orange County and Los Angeles, area by area.': 'Explore el Condado de Orange y Los Ángeles, zona por zona.',
  'Looking for something specific? Call us at ': '¿Busca algo en particular? Llámenos al ',
  'Something went wrong': 'Algo salió mal',
  'Please try again later.': 'Inténtelo de nuevo más tarde.',
  'Rated {rating} out of 5': 'Calificación: {rating} de 5',
  'Contact Us': 'Contáctenos',
  'Contact an Agent': 'Hable con un agente',
  // The notice region, on every page (its notices come with the forms)
  'Notifications (F8)': 'Notificaciones (F8)',
  'Please check back soon.': 'Vuelva a visitarnos pronto.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    pageStates: typeof pageStatesEs;
  }
}
