import { findProperty } from '@pcr/content';
import type { EmailTour } from '../src/emails/tour-details.js';

const home = findProperty('pcr-1003')!;

/**
 * The tour the tour e-mails' stories and tests show (issue 48): Woodbridge Lakeside Retreat, in
 * person, asked for Saturday December 5, 2026, 10 AM and Monday December 7, 2 PM (Pacific).
 */
export const storyTour: EmailTour = {
  mode: 'in-person',
  property: { id: home.id, title: home.title, location: home.location },
  times: ['2026-12-05T18:00:00.000Z', '2026-12-07T22:00:00.000Z'],
};
