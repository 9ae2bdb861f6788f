/** The lead forms (es-US, usted). The spec's messages of the forms come from the contracts (formMessagesEs). */
export const formsEs = {
  '(optional)': '(opcional)',
  'Sending this form needs JavaScript. Please call or e-mail us instead: see our ': 'Para enviar este formulario se necesita JavaScript. Llámenos o escríbanos: vea nuestra ',
  'contact page': 'página de contacto',
  'Talk to an Agent': 'Hable con un agente',
  'Leave your details and a local agent will reply within {hours} hours.': 'Déjenos sus datos y un agente local le responderá en menos de {hours} horas.',
  'Send Message': 'Enviar mensaje',
  'By sending, you agree to our': 'Al enviar, usted acepta nuestra',
  'By subscribing, you agree to our': 'Al suscribirse, usted acepta nuestra',
  Subscribe: 'Suscribirse',
  'Subscribe to updates': 'Suscribirse a las novedades',
  'Contact us': 'Contáctenos',
  Name: 'Nombre',
  Phone: 'Teléfono',
  'Property address': 'Dirección de la propiedad',
  "I'm interested in": 'Me interesa',
  'How did you hear about us?': '¿Cómo supo de nosotros?',
  Message: 'Mensaje',
  // A notice's close button, and the API's answer to too many attempts (shown in the failure notice).
  'Dismiss notification': 'Cerrar aviso',
  'Too many requests. Please wait a moment and try again.': 'Demasiados intentos. Espere un momento e inténtelo de nuevo.',
  // The options' values stay the contract's (English); these are what the lists say.
  'Buying a home': 'Comprar una casa',
  'Selling my property': 'Vender mi propiedad',
  'Market updates': 'Novedades del mercado',
  'Investment opportunities': 'Oportunidades de inversión',
  Buying: 'Comprar',
  Selling: 'Vender',
  Both: 'Ambos',
  Information: 'Información',
  'Social Media': 'Redes sociales',
  Friend: 'Un amigo',
  Listing: 'Un listado',
  Other: 'Otro',
  'Leave this field empty': 'Deje este campo vacío',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    forms: typeof formsEs;
  }
}
