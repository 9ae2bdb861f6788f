/** /subscribe/confirm, the page a subscription's or an alert's e-mail links to (es-US, usted); what it shares with the other signed links' pages is in signed-links.ts. */
export const subscriptionConfirmationEs = {
  'Confirm your subscription': 'Confirme su suscripción',
  'Confirm that you want our updates at the address this link was sent to.': 'Confirme que desea recibir nuestras novedades en la dirección a la que enviamos este enlace.',
  'Confirm my subscription': 'Confirmar mi suscripción',
  'Confirming...': 'Confirmando...',
  'We could not confirm your subscription': 'No pudimos confirmar su suscripción',
  'Your subscription is confirmed': 'Su suscripción está confirmada',
  'Thank you. We will write to this address about what you chose; every e-mail has a link to unsubscribe.':
    'Gracias. Le escribiremos a esta dirección sobre lo que eligió; cada correo incluye un enlace para cancelar la suscripción.',
  'This confirmation link is not valid or has expired.': 'Este enlace de confirmación no es válido o ha caducado.',
  'A link to confirm a subscription works for 7 days. To subscribe again, use the form on our homepage.':
    'Un enlace para confirmar una suscripción funciona durante 7 días. Para suscribirse de nuevo, use el formulario de nuestra página principal.',
  'Confirm your alert': 'Confirme su alerta',
  'Confirm that you want e-mail alerts about homes at the address this link was sent to.':
    'Confirme que desea recibir alertas de casas por correo electrónico en la dirección a la que enviamos este enlace.',
  'Confirm my alert': 'Confirmar mi alerta',
  'We could not confirm your alert': 'No pudimos confirmar su alerta',
  'Your alert is confirmed': 'Su alerta está confirmada',
  'Thank you. We will e-mail this address when homes match your alert; every alert has links to manage it or stop it.':
    'Gracias. Le escribiremos a esta dirección cuando haya casas que coincidan con su alerta; cada alerta incluye enlaces para administrarla o detenerla.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    subscriptionConfirmation: typeof subscriptionConfirmationEs;
  }
}
