import { formMessagesEs } from '@pcr/contracts/messages-es';
import { propertySearchMessagesEs } from '@pcr/contracts/property-search-messages-es';
import {
  formatCount,
  isSubscribeInterest,
  MANAGE_LINK_DAYS,
  type PacificMoment,
  propertyTypeLabels,
  RESPONSE_PROMISE_HOURS,
  SUBSCRIPTION_CONFIRMATION_DAYS,
  tourTextsEs,
  type PropertyTypeValue,
} from '@pcr/contracts';
import { datesEs } from '../i18n/es/dates.js';
import { formsEs } from '../i18n/es/forms.js';
import { listingsEs } from '../i18n/es/listings.js';
import { fillPlaceholders } from '../i18n/translate.js';
import type { OpenHouseWhen, VisitorEmailTexts } from './email-texts.js';

/**
 * The visitor's e-mails in Spanish (es-US, usted). The spec's notices are the forms' own Spanish,
 * and an interest reads as the subscribe form's option reads on a Spanish page; a kind of home, a
 * listing's status and facts read as the Spanish site's cards and search form write them.
 */
export const visitorEmailTextsEs = {
  contactConfirmation: {
    subject: (brand: string) => `${brand}: recibimos su mensaje`,
    heading: formMessagesEs['Message sent!'],
    thanks: formMessagesEs['Thank you for contacting us. An agent will be in touch shortly.'],
    promise: `Le respondemos en menos de ${RESPONSE_PROMISE_HOURS} horas.`,
    agentPromise: (agentName: string) => `${agentName} le responderá en menos de ${RESPONSE_PROMISE_HOURS} horas.`,
    call: 'Si no puede esperar, llámenos al',
  },
  sellerConfirmation: {
    subject: (brand: string) => `${brand}: el análisis de mercado de su casa está en camino`,
    heading: 'Su análisis de mercado está en camino',
    thanks: 'Gracias por preguntarnos cuánto vale su casa.',
    next: (brand: string) =>
      `Un agente de ${brand} que conoce su zona está preparando un análisis comparativo de mercado (CMA) de su casa: ` +
      'el rango de precios en que la ofrecería, y por qué.',
    agentNext: (agentName: string) =>
      `${agentName}, agente que conoce su zona, está preparando un análisis comparativo de mercado (CMA) de su casa: ` +
      'el rango de precios en que la ofrecería, y por qué.',
    promise: `Lo recibirá por correo electrónico en menos de ${RESPONSE_PROMISE_HOURS} horas.`,
    call: '¿Tiene alguna pregunta mientras tanto? Responda a este correo o llámenos al',
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
  alertSearch: {
    allHomes: 'Todas las casas en venta',
    homes: 'Casas en venta',
    homesIn: (area: string) => `Casas en ${area}`,
    homesInChosenArea: 'Casas en la zona que eligió',
    priceFrom: (price: string) => `Desde ${price}`,
    priceUpTo: (price: string) => `Hasta ${price}`,
    minBeds: (count: number) => `${count}+ recámaras`,
    minBaths: (count: number) => `${count}+ baños`,
    propertyType: (type: PropertyTypeValue) => propertySearchMessagesEs[propertyTypeLabels[type]],
  },
  alertFrequency: {
    label: 'Frecuencia:',
    values: {
      instant: 'En cuanto aparezcan, como máximo un correo cada 15 minutos',
      daily: 'Una vez al día, hacia las 7 a. m., hora del Pacífico',
      weekly: 'Una vez por semana, los lunes hacia las 7 a. m., hora del Pacífico',
    },
  },
  alertConfirmation: {
    subject: (brand: string) => `${brand}: confirme su alerta de casas`,
    heading: 'Confirme su alerta de casas',
    ask: `Alguien pidió alertas de casas en esta dirección. Si fue usted, confírmelo en un plazo de ${SUBSCRIPTION_CONFIRMATION_DAYS} días:`,
    topic: 'La alerta sigue:',
    homeChanges: '(su precio y su estado)',
    confirm: 'Confirmar mi alerta',
    notYou: 'Si no fue usted, ignore este correo: no enviaremos ninguna alerta a esta dirección a menos que se confirme.',
    unsubscribe: '¿No desea recibir ningún correo nuestro? Cancele la suscripción de esta dirección con un clic:',
    unsubscribeLink: 'Cancelar la suscripción',
  },
  alertDigest: {
    searchSubject: (count: number) => (count === 1 ? '1 casa para su búsqueda' : `${count} casas para su búsqueda`),
    homeSubject: (change: string, title: string) => `${change}: ${title}`,
    homeUpdatesSubject: (title: string) => `Novedades de ${title}`,
    searchIntro: 'Casas nuevas o con cambios para su búsqueda:',
    homeIntro: 'Novedades de la casa que sigue:',
    changes: { new: 'Nueva', price_drop: 'Precio rebajado', back_on_market: 'De nuevo en venta', pending: listingsEs.Pending, sold: listingsEs.Sold, open_house: 'Casa abierta' },
    priceCutBy: (amount: string) => `Rebaja de ${amount}`,
    openHouseOn: ({ weekday, month, day, start, end, zone }: OpenHouseWhen) =>
      `Casa abierta el ${datesEs[weekday]}, ${day} de ${datesEs[month]}, de ${start.time} ${datesEs[start.dayPeriod]} a ${end.time} ${datesEs[end.dayPeriod]} ${zone}`,
    beds: (count: number) => (count === 1 ? listingsEs['1 bed'] : fillPlaceholders(listingsEs['{count} beds'], { count })),
    baths: (count: number) => (count === 1 ? listingsEs['1 bath'] : fillPlaceholders(listingsEs['{count} baths'], { count })),
    squareFeet: (squareFeet: number) => fillPlaceholders(listingsEs['{area} sq ft'], { area: formatCount(squareFeet) }),
    courtesy: (office: string) => fillPlaceholders(listingsEs['Listing courtesy of {office}'], { office }),
    listingDataUpdated: listingsEs['Listing data last updated'],
    moment: (moment: PacificMoment) =>
      fillPlaceholders(datesEs['{month} {day}, {year} at {time} {dayPeriod} {zone}'], { ...moment, month: datesEs[moment.month], dayPeriod: datesEs[moment.dayPeriod] }),
    dataAsOf: (time: string) => `Precios y estados al ${time}.`,
    manage: 'Cambie la frecuencia de esta alerta, páusela o elimine todas sus alertas:',
    manageLink: 'Administrar sus alertas',
    stop: '¿Ya no le interesa? Un clic termina esta alerta:',
    stopLink: 'Detener esta alerta',
    whyYouGotThis: (siteUrl: string) => `Recibió este correo porque se pidieron alertas de casas para esta dirección en ${siteUrl} y se confirmaron.`,
  },
  manageLink: {
    subject: (brand: string) => `${brand}: su enlace para administrar sus alertas`,
    heading: 'Su enlace para administrar sus alertas',
    ask: `Alguien pidió un enlace nuevo para administrar las alertas por correo electrónico de esta dirección. Funciona durante ${MANAGE_LINK_DAYS} días:`,
    button: 'Administrar mis alertas',
    notYou: 'Si no fue usted, ignore este correo: no ha cambiado nada.',
    whyYouGotThis: (siteUrl: string) => `Recibió este correo porque en ${siteUrl} se usó un enlace vencido para administrar las alertas de esta dirección.`,
  },
  tour: {
    labels: { home: 'Casa', mode: 'Modalidad', times: 'Sus horarios preferidos', when: 'Cuándo', agent: 'Su agente' },
    modes: { 'in-person': tourTextsEs['In person'], video: tourTextsEs['By video'] },
    when: ({ weekday, month, day, start, end, zone }: OpenHouseWhen) =>
      `${fillPlaceholders(datesEs['{weekday}, {month} {day}'], { weekday: datesEs[weekday], month: datesEs[month], day })}, ` +
      fillPlaceholders(datesEs['{start} – {end} {zone}'], {
        start: `${start.time} ${datesEs[start.dayPeriod]}`,
        end: `${end.time} ${datesEs[end.dayPeriod]}`,
        zone,
      }),
    call: '¿Tiene alguna pregunta? Responda a este correo o llámenos al',
  },
  tourRequest: {
    subject: (brand: string) => `${brand}: recibimos su solicitud de visita`,
    heading: 'Recibimos su solicitud de visita',
    notBooked: (agentName: string | undefined) =>
      `Esto es una solicitud, todavía no una cita: ${agentName ?? 'un agente'} confirmará uno de sus horarios o le propondrá otro, ` +
      `en menos de ${RESPONSE_PROMISE_HOURS} horas.`,
    cancel: '¿Cambió de opinión?',
    cancelLink: 'Ver o cancelar su solicitud',
  },
  tourConfirmed: {
    subject: (brand: string) => `${brand}: su visita está confirmada`,
    heading: 'Su visita está confirmada',
    intro: (agentName: string | undefined) => (agentName ? `${agentName} confirmó su visita:` : 'Confirmamos su visita:'),
    invitation: 'La invitación de calendario va adjunta a este correo: ábrala para agregar la visita a su calendario.',
    cancel: '¿Ya no puede asistir? Avísenos:',
    cancelLink: 'Cancelar la visita',
  },
  tourProposed: {
    subject: (brand: string) => `${brand}: otro horario para su visita`,
    heading: (agentName: string | undefined) => `${agentName ?? 'Su agente'} le propone otro horario`,
    intro: 'En lugar de los horarios que pidió, su visita podría ser a esta hora:',
    notConfirmed: 'La visita no está confirmada hasta que usted acepte este horario.',
    accept: 'Aceptar este horario',
    cancel: '¿No le conviene?',
    cancelLink: 'Cancelar la solicitud',
  },
  tourCancelled: {
    subject: (brand: string) => `${brand}: su visita está cancelada`,
    heading: 'Su visita está cancelada',
    byAgent: 'Lo sentimos: su agente tuvo que cancelar esta visita.',
    byVisitor: 'Como lo pidió, cancelamos esta visita.',
    again: '¿Le gustaría ver la casa en otro horario, o ver otra casa?',
    homeLink: 'Ver la casa',
    contactLink: 'Contáctenos',
  },
  greeting: 'Hola:',
  signOff: (brand: string) => `El equipo de ${brand}`,
  license: (dreLicense: string) => `DRE n.º ${dreLicense}`,
  whyYouGotThis: (siteUrl: string) =>
    `Recibió este correo porque alguien escribió esta dirección en un formulario de ${siteUrl}. Si no fue usted, puede ignorarlo.`,
} as const satisfies VisitorEmailTexts;
