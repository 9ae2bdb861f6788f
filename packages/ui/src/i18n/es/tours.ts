import { tourTextsEs } from '@pcr/contracts/tours-es';

/**
 * Private tours (es-US, usted; issue 48 §2): a home's tour form (its page and /properties/{id}/tour)
 * and the page a tour's signed links open (/tours/{id}).
 */
export const toursEs = {
  // How a tour is made, and the messages of its form and its page, as the API answers them too
  ...tourTextsEs,
  // The form, on the home's page and on its own
  'Request a tour': 'Solicitar una visita',
  'A tour is a request until an agent confirms it. We reply within {hours} hours.':
    'Una visita es una solicitud hasta que un agente la confirma. Le respondemos en menos de {hours} horas.',
  'Tours: Mon-Fri 9AM-6PM, Sat 10AM-4PM (Pacific time)': 'Visitas: lun-vie 9AM-6PM, sáb 10AM-4PM (hora del Pacífico)',
  'How would you like to see it?': '¿Cómo le gustaría verla?',
  When: 'Cuándo',
  'Preferred time': 'Horario preferido',
  'Second choice': 'Segunda opción',
  'Third choice': 'Tercera opción',
  'How to reach you': 'Cómo comunicarnos con usted',
  'I agree to receive e-mails from {brand} about this tour, starting with the agent’s answer. An agent may also call me.':
    'Acepto recibir correos electrónicos de {brand} sobre esta visita, empezando por la respuesta del agente. Un agente también podrá llamarme.',
  // /properties/{id}/tour
  'See the home': 'Ver la casa',
  'Back to the home': 'Volver a la casa',
  'Your request is sent': 'Su solicitud está enviada',
  'This is a request, not a booking yet. The agent will confirm one of your times or propose another by e-mail, within {hours} hours.':
    'Esto es una solicitud, todavía no una cita. El agente confirmará uno de sus horarios o le propondrá otro por correo electrónico, en menos de {hours} horas.',
  // /tours/{id}: the tour as it stands
  'Your tour request': 'Su solicitud de visita',
  'Tour request': 'Solicitud de visita',
  'Requested — waiting for the agent': 'Solicitada: a la espera del agente',
  'Requested — waiting for your answer': 'Solicitada: a la espera de su respuesta',
  'New time proposed': 'Nuevo horario propuesto',
  Cancelled: 'Cancelada',
  'Cancelled by you': 'Cancelada por usted',
  'Cancelled by the agent': 'Cancelada por el agente',
  'Cancelled by the visitor': 'Cancelada por el visitante',
  'This home is no longer on our site.': 'Esta casa ya no está en nuestro sitio.',
  How: 'Cómo',
  'The visitor’s preferred times': 'Horarios preferidos del visitante',
  'Your preferred times': 'Sus horarios preferidos',
  'Proposed time': 'Horario propuesto',
  'Confirmed time': 'Horario confirmado',
  'Your agent': 'Su agente',
  Visitor: 'Visitante',
  // A tour's time ("Saturday, December 5, 10:00 AM PST"), its parts from the dates' words
  '{weekday}, {month} {day}, {time} {dayPeriod} {zone}': '{weekday}, {day} de {month}, {time} {dayPeriod} {zone}',
  // /tours/{id}: the link's action
  'Confirm one of the times': 'Confirme uno de los horarios',
  'The visitor’s times': 'Los horarios del visitante',
  '{time} (your proposed time)': '{time} (el horario que usted propuso)',
  'Confirm this time': 'Confirmar este horario',
  'Propose another time': 'Proponga otro horario',
  'Another time': 'Otro horario',
  'Propose this time': 'Proponer este horario',
  'Accept {time}?': '¿Acepta el {time}?',
  'Accept this time': 'Aceptar este horario',
  'Cancel my request': 'Cancelar mi solicitud',
  'Cancel the tour': 'Cancelar la visita',
  'We will let the visitor know by e-mail.': 'Avisaremos al visitante por correo electrónico.',
  'We will let the agent know by e-mail.': 'Avisaremos al agente por correo electrónico.',
  // /tours/{id}: done, or a link that cannot be used
  'The tour is confirmed. We sent the visitor a calendar invitation.': 'La visita está confirmada. Enviamos al visitante una invitación de calendario.',
  'The tour is confirmed. A calendar invitation is on its way to your inbox.':
    'La visita está confirmada. Una invitación de calendario va en camino a su bandeja de entrada.',
  'The tour is cancelled.': 'La visita está cancelada.',
  'Your new time is sent: the visitor can accept it from their e-mail.': 'Su nuevo horario está enviado: el visitante puede aceptarlo desde su correo electrónico.',
  'Thank you: the tour is updated.': 'Gracias: la visita está actualizada.',
  'This link cannot be used': 'Este enlace no se puede usar',
  // Its head (title and description, routes/route-table.ts).
  'Request a tour: {home}': 'Solicite una visita: {home}',
  'Ask for a private tour of {home}, in person or by video: choose up to three times, and an agent confirms one within {hours} hours.':
    'Solicite una visita privada de {home}, en persona o por video: elija hasta tres horarios y un agente le confirmará uno en menos de {hours} horas.',
  'Ask for a private tour, in person or by video: choose up to three times, and an agent confirms one within {hours} hours.':
    'Solicite una visita privada, en persona o por video: elija hasta tres horarios y un agente le confirmará uno en menos de {hours} horas.',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    tours: typeof toursEs;
  }
}
