import { agentLanguagesEs } from './agent-languages.js';

/**
 * The agents' cards and their section's states (es-US, usted): on /team and on the home page. The
 * agents' titles and bios arrive in Spanish from the API; their names stay as written.
 */
export const agentCardsEs = {
  ...agentLanguagesEs,
  // The link shows the word "Email": its name keeps it (WCAG 2.5.3, label in name).
  'Email {name}': 'Correo electrónico de {name}',
  'Call {name} at {phone}': 'Llame a {name} al {phone}',
  '{name} on social media': '{name} en redes sociales',
  'Our Agents': 'Nuestros agentes',
  'Loading agents…': 'Cargando agentes…',
  "We couldn't load our team": 'No pudimos cargar nuestro equipo',
  'Our team directory is being updated': 'Estamos actualizando el directorio de nuestro equipo',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    agentCards: typeof agentCardsEs;
  }
}
