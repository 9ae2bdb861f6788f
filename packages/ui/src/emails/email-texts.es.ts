import { formMessagesEs } from '@pcr/contracts/messages-es';
import { isSubscribeInterest, RESPONSE_PROMISE_HOURS, SUBSCRIPTION_CONFIRMATION_DAYS } from '@pcr/contracts';
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
    subject: (brand: string) => `${brand}: confirme su suscripción`,
    heading: 'Confirme su suscripción',
    ask: `Alguien pidió recibir nuestras novedades en esta dirección. Si fue usted, confírmelo en un plazo de ${SUBSCRIPTION_CONFIRMATION_DAYS} días:`,
    confirm: 'Confirmar mi suscripción',
    notYou: 'Si no fue usted, ignore este correo: no enviaremos nada más a esta dirección a menos que se confirme.',
    interest: 'Pidió recibir información sobre:',
    interestName: (interest: string) => (isSubscribeInterest(interest) ? formsEs[interest] : undefined),
    unsubscribe: '¿No desea recibir ningún correo nuestro? Cancele la suscripción de esta dirección con un clic:',
    unsubscribeLink: 'Cancelar la suscripción',
  },
  greeting: 'Hola:',
  signOff: (brand: string) => `El equipo de ${brand}`,
  whyYouGotThis: (siteUrl: string) =>
    `Recibió este correo porque alguien escribió esta dirección en un formulario de ${siteUrl}. Si no fue usted, puede ignorarlo.`,
} as const satisfies VisitorEmailTexts;
