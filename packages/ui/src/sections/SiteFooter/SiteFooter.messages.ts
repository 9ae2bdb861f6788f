import { defineMessages } from '../../i18n/messages.js';

export const siteFooterMessages = defineMessages('siteFooter', {
  blurb: (founded: number, replyHours: number) =>
    `Boutique real estate guidance across Orange County and Los Angeles since ${founded}. Honest advice, local expertise and a reply within ${replyHours} hours.`,
  socialMedia: 'Social media',
  brandOn: (brand: string, network: string) => `${brand} on ${network}`,
  reviews: 'Reviews',
  readReviewsOn: 'Read our reviews on',
  neighborhoods: 'Neighborhoods',
  quickLinks: 'Quick links',
  getInTouch: 'Get in touch',
  officeHours: 'Office hours',
  rightsReserved: (year: number, brand: string) => `© ${year} ${brand}. All rights reserved.`,
  servingSince: (founded: number) => `Serving Orange County & Los Angeles since ${founded}`,
});
