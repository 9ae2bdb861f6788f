import { MARKETING_FIGURES, RESPONSE_PROMISE_HOURS, type AboutContent } from '@pcr/contracts';

/** The about page (spec section 2, "/about"): mission, values, reasons to choose us and our story. */
export const about: AboutContent = {
  mission: {
    title: 'Honest guidance for one of the biggest decisions of your life',
    paragraphs: [
      `{brand} was founded in ${MARKETING_FIGURES.founded} on a simple idea: buying or selling a home should feel like working with a trusted advisor, not like a transaction. Our mission is to give every client in Orange County and Los Angeles clear, honest advice and the local knowledge to decide with confidence.`,
      'We tell you what a home is really worth, what a neighborhood is really like and what a contract really says, even when it is not what you hoped to hear. Then we work hard to get you the result you came for.',
      `We measure our success by the clients who come back and send their friends: ${MARKETING_FIGURES.homesSold} homes sold over ${MARKETING_FIGURES.yearsInBusiness} years, with ${MARKETING_FIGURES.clientSatisfaction} client satisfaction.`,
    ],
  },
  values: [
    { title: 'Integrity', description: 'We give honest advice, even when it is not what you hoped to hear, and we always put your interests first.' },
    { title: 'Excellence', description: 'We bring careful preparation, skilled negotiation and close attention to every detail of your transaction.' },
    {
      title: 'Client-Focused',
      description: `We listen first, keep you informed at every step and reply to every message within ${RESPONSE_PROMISE_HOURS} hours.`,
    },
    { title: 'Local Expertise', description: 'We live and work in the communities we serve and know them street by street, school by school.' },
  ],
  reasons: [
    {
      title: 'Deep local knowledge',
      description:
        'Our agents specialize in specific Orange County and Los Angeles neighborhoods, so your pricing advice rests on recent local sales, not guesswork.',
    },
    {
      title: 'A proven track record',
      description: `With ${MARKETING_FIGURES.homesSold} homes sold over ${MARKETING_FIGURES.yearsInBusiness} years, we have guided clients through rising, falling and multiple-offer markets.`,
    },
    {
      title: 'Skilled negotiation',
      description: 'From bidding wars to repair requests, we negotiate firmly for your price and your terms, and we explain every trade-off.',
    },
    {
      title: 'Clear communication',
      description: `You always know what happens next: we walk you through every document and deadline and answer within ${RESPONSE_PROMISE_HOURS} hours.`,
    },
    {
      title: 'A full team behind you',
      description: `${MARKETING_FIGURES.professionals} professionals, including our luxury division and first-time buyer specialists, work together so nothing falls through the cracks.`,
    },
    {
      title: 'Support beyond the sale',
      description: 'Our trusted network of lenders, inspectors, escrow officers and contractors is there for you long after closing day.',
    },
  ],
  timeline: [
    {
      year: MARKETING_FIGURES.founded,
      title: 'Founded on the coast',
      description: '{brand} opens its doors, serving coastal Orange County from Newport Beach to Dana Point.',
    },
    {
      year: 2013,
      title: 'Expansion to Los Angeles',
      description: 'We open our Los Angeles office, bringing the same personal service to Silver Lake, Los Feliz, Pasadena and the Westside.',
    },
    {
      year: 2018,
      title: 'Luxury division',
      description: 'Our luxury division launches to represent distinctive estates from Beverly Hills to Newport Coast with discreet, tailored marketing.',
    },
    {
      year: 2023,
      title: 'A team of over 20',
      description: 'Our team grows to more than 20 agents and specialists across Orange County and Los Angeles.',
    },
  ],
};
