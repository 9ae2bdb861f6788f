/** Header, footer, navigation, theme and language switches, office hours (es-US, usted). */
export const siteChromeEs = {
  // Header
  'Skip to main content': 'Saltar al contenido principal',
  Main: 'Principal',
  'Call us: ': 'Llámenos: ',
  'Call us: {phone}': 'Llámenos: {phone}',
  // The word on the footer's, the cards' and the forms' e-mail addresses
  Email: 'Correo electrónico',
  Theme: 'Tema',
  Menu: 'Menú',
  // Navigation
  Home: 'Inicio',
  'Hot Listings': 'Destacadas',
  'OC Cities': 'Ciudades',
  'Buyer Resources': 'Guías de compra',
  About: 'Nosotros',
  Contact: 'Contacto',
  'Our Team': 'Nuestro equipo',
  Resources: 'Recursos',
  'Privacy Policy': 'Política de privacidad',
  'Terms of Service': 'Términos de servicio',
  // Theme switch
  Light: 'Claro',
  Dark: 'Oscuro',
  System: 'Sistema',
  'Light theme': 'Tema claro',
  'Dark theme': 'Tema oscuro',
  'System theme': 'Tema del sistema',
  // Footer
  'Boutique real estate guidance across Orange County and Los Angeles since {founded}. Honest advice, local expertise and a reply within {hours} hours.':
    'Asesoría inmobiliaria personalizada en el Condado de Orange y Los Ángeles desde {founded}. Consejos honestos, conocimiento local y respuesta en menos de {hours} horas.',
  'Social media': 'Redes sociales',
  '{brand} on {network}': '{brand} en {network}',
  Reviews: 'Reseñas',
  'Read our reviews on': 'Lea nuestras reseñas en',
  Neighborhoods: 'Vecindarios',
  'Quick links': 'Enlaces rápidos',
  'Get in touch': 'Contáctenos',
  'Office hours': 'Horario de oficina',
  '© {year} {brand}. All rights reserved.': '© {year} {brand}. Todos los derechos reservados.',
  'Serving Orange County & Los Angeles since {founded}': 'Al servicio del Condado de Orange y Los Ángeles desde {founded}',
  // Office hours (spec texts in English)
  'Mon-Fri': 'Lun-Vie',
  '9AM-6PM': '9 a. m.-6 p. m.',
  Sat: 'Sáb',
  '10AM-4PM': '10 a. m.-4 p. m.',
  Sun: 'Dom',
  'by appointment': 'con cita previa',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    siteChrome: typeof siteChromeEs;
  }
}
