import type { Testimonial } from '@pcr/contracts';

export const testimonials: Testimonial[] = [
  {
    id: 't-001',
    rating: 5,
    comment: 'Margaret and her team found us a home in Irvine before it ever hit the market. Calm, honest and always a step ahead.',
    clientName: 'Priya and Arjun Mehta',
    clientImageUrl: '/images/testimonials/priya-mehta.svg',
    location: 'Irvine, CA',
  },
  {
    id: 't-002',
    rating: 4.5,
    comment: 'Daniel sold our Newport Beach condo in eleven days and above asking. The staging advice alone was worth it.',
    clientName: 'Tom Brennan',
    clientImageUrl: '/images/testimonials/tom-brennan.svg',
    location: 'Newport Beach, CA',
  },
];
