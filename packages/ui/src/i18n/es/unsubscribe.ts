/** /unsubscribe, the page of an e-mail's unsubscribe link (es-US, usted): the server's texts before it was a page of the site. */
export const unsubscribeEs = {
  Unsubscribe: 'Cancelar la suscripción',
  Unsubscribed: 'Suscripción cancelada',
  'Stop all e-mails from us to the address of this subscription?': '¿Dejar de recibir todos nuestros correos en la dirección de esta suscripción?',
  'You are unsubscribed: we will not e-mail this address again unless you subscribe again.':
    'Su suscripción está cancelada: no volveremos a escribir a esta dirección a menos que usted se suscriba de nuevo.',
  'This unsubscribe link is not valid.': 'Este enlace para cancelar la suscripción no es válido.',
  // An alert's link stops that alert only (decision 0038).
  'Stop this alert': 'Detener esta alerta',
  'Alert stopped': 'Alerta detenida',
  'Stop this alert? You will get no more e-mails about this search or home.': '¿Detener esta alerta? No recibirá más correos sobre esta búsqueda o vivienda.',
  'This alert is stopped: it will send no more e-mails.': 'Esta alerta está detenida: no enviará más correos.',
  'Stopping…': 'Deteniendo…',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    unsubscribe: typeof unsubscribeEs;
  }
}
