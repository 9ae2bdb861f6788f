/**
 * Dates (es-US), on every Spanish page's first load (any page may show one): the months, the hours'
 * halves, and how a date and a moment are written ("1 de octubre de 2026", "24 de noviembre de 2026,
 * 10:05 a. m. PST", as es-US's long date style writes them). The parts come from the contracts'
 * calendarDate and pacificMoment; the Spanish e-mails write theirs with these words too.
 */
export const datesEs = {
  January: 'enero',
  February: 'febrero',
  March: 'marzo',
  April: 'abril',
  May: 'mayo',
  June: 'junio',
  July: 'julio',
  August: 'agosto',
  September: 'septiembre',
  October: 'octubre',
  November: 'noviembre',
  December: 'diciembre',
  Sunday: 'domingo',
  Monday: 'lunes',
  Tuesday: 'martes',
  Wednesday: 'miércoles',
  Thursday: 'jueves',
  Friday: 'viernes',
  Saturday: 'sábado',
  AM: 'a. m.',
  PM: 'p. m.',
  '{month} {day}, {year}': '{day} de {month} de {year}',
  // An open house's day and hours ("Saturday, December 5 · 1:00 PM – 4:00 PM PST").
  '{weekday}, {month} {day}': '{weekday}, {day} de {month}',
  '{start} – {end} {zone}': 'de {start} a {end} {zone}',
  // The zone's abbreviation (PST, PDT) is the same in Spanish.
  '{month} {day}, {year} at {time} {dayPeriod} {zone}': '{day} de {month} de {year}, {time} {dayPeriod} {zone}',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    dates: typeof datesEs;
  }
}
