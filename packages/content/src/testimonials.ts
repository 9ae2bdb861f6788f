import type { Testimonial } from '@pcr/contracts';

/** Client reviews. Ratings go in half steps; the home page shows the first three. */
export const testimonials: Testimonial[] = [
  {
    id: 't-001',
    agent: 'kenji-watanabe',
    rating: 5,
    comment:
      'Kenji found us a home in Woodbridge before it ever hit the market. He knew the school boundaries street by street and talked us out of a house with a Mello-Roos bill we had missed. Calm, honest and always a step ahead.',
    clientName: 'Priya and Arjun Mehta',
    clientImageUrl: '/images/testimonials/priya-and-arjun-mehta.svg',
    location: 'Irvine, CA',
  },
  {
    id: 't-002',
    agent: 'daniel-okafor',
    rating: 4.5,
    comment:
      'Daniel sold our Balboa Island cottage in eleven days and above asking. The staging advice alone was worth it. The only hiccup was a slow escrow on the buyer’s side, and he kept us informed the whole way.',
    clientName: 'Tom Brennan',
    clientImageUrl: '/images/testimonials/tom-brennan.svg',
    location: 'Newport Beach, CA',
  },
  {
    id: 't-003',
    agent: 'hannah-nguyen',
    rating: 5,
    comment:
      'We were relocating from Chicago with two kids and no idea where to start. Hannah built us a short list of cities, toured homes with us over video and then in person, and we closed in Mission Viejo in six weeks.',
    clientName: 'Grace Whitfield',
    clientImageUrl: '/images/testimonials/grace-whitfield.svg',
    location: 'Mission Viejo, CA',
  },
  {
    id: 't-004',
    agent: 'rachel-goldberg',
    rating: 3.5,
    comment:
      'Rachel clearly knows Silver Lake and the photography of our listing was stunning. We lost a few weeks to an overpriced first list price, which we had pushed for, but once we adjusted it sold quickly. Good communication overall.',
    clientName: 'Ben Carrington',
    clientImageUrl: '/images/testimonials/ben-carrington.svg',
    location: 'Silver Lake, Los Angeles, CA',
  },
  {
    id: 't-005',
    agent: 'marcus-bell',
    rating: 4,
    comment:
      'First-time buyers on a tight budget, and Marcus never made us feel small. He steered us to a condo in Santa Ana with good bones and negotiated the seller into covering part of our closing costs.',
    clientName: 'Alejandra Ruiz',
    clientImageUrl: '/images/testimonials/alejandra-ruiz.svg',
    location: 'Santa Ana, CA',
  },
  {
    id: 't-006',
    agent: 'sofia-alvarez',
    rating: 4.5,
    comment:
      'Sofia handled the sale of my late mother’s home in Beverly Hills with enormous care. She coordinated the estate attorney, the cleanout and the repairs, and the buyers she found were a lovely young family.',
    clientName: 'Catherine Ashby',
    clientImageUrl: '/images/testimonials/catherine-ashby.svg',
    location: 'Beverly Hills, CA',
  },
  {
    id: 't-007',
    agent: 'luis-castillo',
    rating: 5,
    comment:
      'Luis ran the numbers on six duplexes before we wrote a single offer. The one we bought in Costa Mesa has been fully rented since day one and the ADU plan he sketched with us is now under way.',
    clientName: 'Kevin Tran',
    clientImageUrl: '/images/testimonials/kevin-tran.svg',
    location: 'Costa Mesa, CA',
  },
  {
    id: 't-008',
    agent: 'margaret-ellison',
    rating: 5,
    comment:
      'Our third transaction with Pacific Crest Realty. Margaret still answers her own phone, and her team still returns every call the same day. There is no one we would trust more with a coastal home.',
    clientName: 'Robert and Linda Kessler',
    clientImageUrl: '/images/testimonials/robert-and-linda-kessler.svg',
    location: 'Laguna Beach, CA',
  },
  {
    id: 't-009',
    agent: 'rachel-goldberg',
    rating: 4.5,
    comment:
      'We were outbid four times in Pasadena before Rachel suggested a cleaner offer with a shorter inspection window. Offer five was accepted. She knew every Craftsman on the block and which ones had foundation issues.',
    clientName: 'Nadia Haddad',
    clientImageUrl: '/images/testimonials/nadia-haddad.svg',
    location: 'Pasadena, CA',
  },
  {
    id: 't-010',
    rating: 4,
    comment:
      'Selling our Huntington Beach home while buying in Dana Point felt impossible, but the team lined up both escrows so we only moved once. A few late-night document runs, but it all closed on time.',
    clientName: 'Steve Morales',
    clientImageUrl: '/images/testimonials/steve-morales.svg',
    location: 'Dana Point, CA',
  },
];
