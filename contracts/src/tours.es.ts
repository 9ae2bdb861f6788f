import type { tourMessages, tourModeLabels } from './tours.js';

type TextsOf<T> = T[keyof T];

/**
 * The tour request's contract texts in Spanish (es-US, usted), by their English text: how the tour
 * is made, and the messages of its form and its page (the same the API answers with). Typed against
 * the English, so a text added without its Spanish fails the type check.
 */
export const tourTextsEs = {
  // How (tourModeLabels)
  'In person': 'En persona',
  'By video': 'Por video',
  // Messages (the consent's is the alert form's, already in leadValidationMessagesEs)
  'Please choose a home on this site': 'Elija una casa de este sitio',
  'Please choose in person or by video': 'Elija en persona o por video',
  'Please choose at least one time': 'Elija al menos un horario',
  'Please choose a date and a time': 'Elija una fecha y una hora',
  'Please choose a time in the next 14 days': 'Elija un horario dentro de los próximos 14 días',
  'Please choose a time within office hours (Mon-Fri 9AM-6PM, Sat 10AM-4PM); a tour takes an hour':
    'Elija un horario dentro del horario de oficina (lun-vie 9AM-6PM, sáb 10AM-4PM); una visita dura una hora',
  'Please choose different times': 'Elija horarios distintos',
  'Please keep your message under 1,000 characters': 'Escriba un mensaje de menos de 1,000 caracteres',
  'The agent already has a tour at that time. Please choose another time.': 'El agente ya tiene una visita a esa hora. Elija otro horario.',
  'Please choose one of the times of this request': 'Elija uno de los horarios de esta solicitud',
  'This link is not valid. Please use the link in your e-mail.': 'Este enlace no es válido. Use el enlace de su correo electrónico.',
  'This link has expired. Please write to us or call, and we will help.': 'Este enlace ha vencido. Escríbanos o llámenos y le ayudaremos.',
  'This tour request is no longer on file.': 'Esta solicitud de visita ya no está en nuestros registros.',
  'This tour has changed since the e-mail was sent. Here is where it stands.': 'Esta visita ha cambiado desde que se envió el correo. Así está ahora.',
} as const satisfies Record<TextsOf<typeof tourModeLabels> | Exclude<TextsOf<typeof tourMessages>, typeof tourMessages.consent>, string>;
