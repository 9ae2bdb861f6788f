// Its own entries: these texts, not the rest of the contracts.
import { leadValidationMessagesEs } from '@pcr/contracts/api-messages-es';
import { alertFrequenciesEs } from './alert-frequencies.js';
import { leadFormsEs } from './lead-forms.js';

/** The e-mail alerts' form on /properties and a home's page (es-US, usted), with the contract's messages of its fields. */
export const alertsEs = {
  'Get alerts for this search': 'Reciba alertas de esta búsqueda',
  'Alert me about this home': 'Avíseme sobre esta casa',
  ...alertFrequenciesEs,
  "We'll e-mail you new homes that match it, price drops and homes back on the market.":
    'Le enviaremos por correo las casas nuevas que coincidan, las bajadas de precio y las casas que vuelvan al mercado.',
  "We'll e-mail you when its price drops, when it goes pending or sells, and if it comes back on the market.":
    'Le avisaremos por correo si baja de precio, si queda pendiente de venta o se vende, y si vuelve al mercado.',
  // The consent is the visitor's own words: first person.
  'I agree to receive e-mail alerts from {brand} about these homes. I can stop them with one click in any alert.':
    'Acepto recibir alertas por correo electrónico de {brand} sobre estas casas. Puedo cancelarlas con un solo clic desde cualquier alerta.',
  'I agree to receive e-mail alerts from {brand} about this home. I can stop them with one click in any alert.':
    'Acepto recibir alertas por correo electrónico de {brand} sobre esta casa. Puedo cancelarlas con un solo clic desde cualquier alerta.',
  'Create alert': 'Crear alerta',
  'By creating an alert, you agree to our': 'Al crear una alerta, usted acepta nuestra',
  'Check your inbox': 'Revise su bandeja de entrada',
  'We sent a link to confirm your alert. Nothing else will come until you confirm.':
    'Le enviamos un enlace para confirmar su alerta. No recibirá nada más hasta que la confirme.',
  'Your alert could not be saved. Please try again.': 'No pudimos guardar su alerta. Inténtelo de nuevo.',
  // The contract's messages of the alert's fields, as the API answers them in Spanish.
  'Please choose how often to get alerts': leadValidationMessagesEs['Please choose how often to get alerts'],
  'Please agree to receive these e-mails': leadValidationMessagesEs['Please agree to receive these e-mails'],
} as const;

/** What loads with the alert form's code on a Spanish page: the lead forms' texts and its own. */
export const alertFormEs = { ...leadFormsEs, ...alertsEs } as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    alerts: typeof alertsEs;
  }
}
