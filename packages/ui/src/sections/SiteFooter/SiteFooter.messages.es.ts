import type { Translation } from '../../i18n/messages.js';
import type { siteFooterMessages } from './SiteFooter.messages.js';

export const siteFooterMessagesEs = {
  blurb: (founded: number, replyHours: number) =>
    `Asesoría inmobiliaria personalizada en el Condado de Orange y Los Ángeles desde ${founded}. Consejos honestos, conocimiento local y respuesta en menos de ${replyHours} horas.`,
  socialMedia: 'Redes sociales',
  brandOn: (brand: string, network: string) => `${brand} en ${network}`,
  reviews: 'Reseñas',
  readReviewsOn: 'Lea nuestras reseñas en',
  neighborhoods: 'Vecindarios',
  quickLinks: 'Enlaces rápidos',
  getInTouch: 'Contáctenos',
  officeHours: 'Horario de oficina',
  rightsReserved: (year: number, brand: string) => `© ${year} ${brand}. Todos los derechos reservados.`,
  servingSince: (founded: number) => `Al servicio del Condado de Orange y Los Ángeles desde ${founded}`,
} satisfies Translation<typeof siteFooterMessages>;
