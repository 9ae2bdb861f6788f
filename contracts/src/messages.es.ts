import type { buttonLabels, noticeMessages, validationMessages } from './messages.js';

/** The texts of an object of messages, however deep. */
type TextsOf<T> = T extends string ? T : { [K in keyof T]: TextsOf<T[K]> }[keyof T];

/** The spec's messages of the lead forms (sections 5 and 8): the field errors, the notices, the buttons while sending. */
export type FormMessage = TextsOf<typeof validationMessages> | TextsOf<typeof noticeMessages> | TextsOf<typeof buttonLabels>;

/**
 * The spec's form messages in Spanish (es-US, usted), by their English text: the forms on Spanish
 * pages show them (the interface's catalog takes them in). Typed against the English, so a message
 * added to the spec without its Spanish fails the type check.
 */
export const formMessagesEs = {
  'Please enter your name': 'Escriba su nombre',
  'Please enter a valid email address': 'Escriba un correo electrónico válido',
  'Please enter a valid phone number': 'Escriba un número de teléfono válido',
  'Please enter your message': 'Escriba su mensaje',
  'Please select your interest': 'Elija qué le interesa',
  'Message sent!': '¡Mensaje enviado!',
  'Thank you for contacting us. An agent will be in touch shortly.': 'Gracias por escribirnos. Un agente se comunicará con usted en breve.',
  'Message failed': 'No se pudo enviar el mensaje',
  'There was an error sending your message. Please try again.': 'Hubo un error al enviar su mensaje. Inténtelo de nuevo.',
  'Subscription successful!': '¡Suscripción confirmada!',
  'Thank you for subscribing to our updates.': 'Gracias por suscribirse a nuestras novedades.',
  'Subscription failed': 'No se pudo completar la suscripción',
  'There was an error subscribing. Please try again.': 'Hubo un error al suscribirse. Inténtelo de nuevo.',
  'Sending...': 'Enviando...',
  'Subscribing...': 'Suscribiendo...',
} as const satisfies Record<FormMessage, string>;
