import type { Translation } from '../i18n/messages.js';
import type { navigationMessages } from './navigation.messages.js';

export const navigationMessagesEs = {
  home: 'Inicio',
  hotListings: 'Casas destacadas',
  cities: 'Ciudades del OC',
  resources: 'Recursos para compradores',
  about: 'Nosotros',
  contact: 'Contacto',
  team: 'Nuestro equipo',
  resourcesShort: 'Recursos',
  privacyPolicy: 'Política de privacidad',
  termsOfService: 'Términos de servicio',
} satisfies Translation<typeof navigationMessages>;
