import { formMessagesEs } from '@pcr/contracts/messages-es';
import { isSubscribeInterest, RESPONSE_PROMISE_HOURS } from '@pcr/contracts';
import { formsEs } from '../i18n/es/forms.js';
import type { VisitorEmailTexts } from './email-texts.js';


/**
 * The visitor's e-mails in Spanish (es-US, usted). The spec's notices are the forms' own Spanish,
 * and an interest reads as the subscribe form's option reads on a Spanish page.
 */
export const visitorEmailTextsEs = {
  contactConfirmation: {
    subject: (brand: string) => `${brand}: recibimos su mensaje`,
    heading: formMessagesEs['Message sent!'],
    thanks: formMessagesEs['Thank you for contacting us. An agent will be in touch shortly.'],
    promise: `Le respondemos en menos de ${RESPONSE_PROMISE_HOURS} horas.`,
    call: 'Si no puede esperar, llámenos al',
  },
  subscriptionConfirmation: {
    subject: (brand: string) => `${brand}: su suscripción está confirmada`,
    heading: formMessagesEs['Subscription successful!'],
    thanks: formMessagesEs['Thank you for subscribing to our updates.'],
    interest: 'Le escribiremos sobre:',
    interestName: (interest: string) => (isSubscribeInterest(interest) ? formsEs[interest] : undefined),
    unsubscribe: '¿Cambió de opinión? Cancele su suscripción con un clic:',
    unsubscribeLink: 'Cancelar la suscripción',
  },
  greeting: 'Hola:',
  signOff: (brand: string) => `El equipo de ${brand}`,
  whyYouGotThis: (siteUrl: string) =>
    `Recibió este correo porque alguien escribió esta dirección en un formulario de ${siteUrl}. Si no fue usted, puede ignorarlo.`,
} as const satisfies VisitorEmailTexts;
