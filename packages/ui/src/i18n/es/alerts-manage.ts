/** /alerts/manage, the page every alert e-mail links to (es-US, usted): an address's alerts, what each follows, its changes. */
export const alertsManageEs = {
  'Manage your alerts': 'Administre sus alertas',
  'These are the e-mail alerts of the address this link was sent to.': 'Estas son las alertas por correo electrónico de la dirección a la que enviamos este enlace.',
  // A link past its days (decision 0047)
  'This link has expired': 'Este enlace ha vencido',
  'For your privacy, a link to manage alerts works for {days} days. We can send a new one to the address these alerts go to.':
    'Por su privacidad, un enlace para administrar alertas funciona durante {days} días. Podemos enviar uno nuevo a la dirección a la que llegan estas alertas.',
  'Send me a new link': 'Envíenme un enlace nuevo',
  'A new link is on its way to the address these alerts go to, unless we sent one in the last hour. Please look in that mailbox.':
    'Un enlace nuevo va en camino a la dirección a la que llegan estas alertas, salvo que le hayamos enviado uno en la última hora. Revise ese buzón.',
  'Your alerts': 'Sus alertas',
  // What an alert follows, in words (utils/search-in-words.ts): the same words as the alert e-mails.
  'Search alert': 'Alerta de búsqueda',
  'Home alert': 'Alerta de una casa',
  'All homes for sale': 'Todas las casas en venta',
  'Homes for sale': 'Casas en venta',
  'Homes in {area}': 'Casas en {area}',
  'Homes in the area you chose': 'Casas en la zona que eligió',
  'From {price}': 'Desde {price}',
  'Up to {price}': 'Hasta {price}',
  '{count}+ beds': '{count}+ recámaras',
  '{count}+ baths': '{count}+ baños',
  // Where an alert stands
  Active: 'Activa',
  Paused: 'En pausa',
  Confirmed: 'Confirmada',
  'Waiting for confirmation': 'Pendiente de confirmación',
  'Nothing is sent until you confirm it with the link of the e-mail we sent.': 'No enviaremos nada hasta que la confirme con el enlace del correo que le enviamos.',
  'Daily and weekly alerts come around 7 a.m. Pacific time.': 'Las alertas diarias y semanales llegan hacia las 7 a. m., hora del Pacífico.',
  // Its changes
  Save: 'Guardar',
  'Saving…': 'Guardando…',
  Pause: 'Pausar',
  Resume: 'Reanudar',
  'Delete all my alerts': 'Eliminar todas mis alertas',
  'This deletes every alert of this address: no alert e-mail will come again. It cannot be undone.':
    'Esto elimina todas las alertas de esta dirección: no recibirá más correos de alertas. No se puede deshacer.',
  'Yes, delete all my alerts': 'Sí, eliminar todas mis alertas',
  'Deleting…': 'Eliminando…',
  'Your changes are saved.': 'Sus cambios están guardados.',
  'We could not save your change': 'No pudimos guardar su cambio',
  // No alerts, and a link that is not ours
  'You have no alerts': 'No tiene alertas',
  'Create one for a search or a home from our list of properties.': 'Cree una para una búsqueda o una casa desde nuestra lista de propiedades.',
  'This link to manage alerts is not valid.': 'Este enlace para administrar alertas no es válido.',
  'Every alert e-mail has a link to this page: please use the one in your latest alert.':
    'Cada correo de alerta incluye un enlace a esta página: use el de su alerta más reciente.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    alertsManage: typeof alertsManageEs;
  }
}
