import { defineMessages } from '../i18n/messages.js';

/** The labels of the site's navigation (header and footer links), by link. */
export const navigationMessages = defineMessages('navigation', {
  home: 'Home',
  hotListings: 'Hot Listings',
  cities: 'OC Cities',
  resources: 'Buyer Resources',
  about: 'About',
  contact: 'Contact',
  team: 'Our Team',
  resourcesShort: 'Resources',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
});
