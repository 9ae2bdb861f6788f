import type { ArticleSection } from '@pcr/contracts';

/** The text of the guide "home-value-tips" (its title, summary and dates are in ../guide-catalog.ts). */
export const sections: ArticleSection[] = [
  {
    id: 'what-drives-value',
    heading: 'What drives value',
    blocks: [
      {
        type: 'paragraph',
        text: 'Location does most of the work: the neighborhood, school attendance boundaries, distance to the coast and to jobs, views and noise. Within a neighborhood, buyers pay for usable square footage, a functional layout, lot size, parking and condition.',
      },
      {
        type: 'paragraph',
        text: 'Prices come from comparable sales — similar homes that sold nearby, recently. That is how appraisers value a home and how agents price one. Online estimates are a starting point, but they cannot see your remodeled kitchen or the freeway noise two streets over.',
      },
      {
        type: 'table',
        caption: 'Three values you will hear about',
        columns: ['Value', 'What it is'],
        rows: [
          ['Market value', 'What a buyer would pay today, judged from recent comparable sales.'],
          ['Appraised value', 'A licensed appraiser’s opinion of value for a lender; the loan is based on it.'],
          ['Assessed value', 'The value the county taxes under Proposition 13: usually your purchase price plus at most 2% a year, often far below market value for long-time owners.'],
        ],
      },
    ],
  },
  {
    id: 'improvements',
    heading: 'Improvements that tend to pay off',
    blocks: [
      {
        type: 'paragraph',
        text: 'Few projects return their full cost at sale. The best ones make a home feel cared for and remove problems a buyer would otherwise subtract from the price.',
      },
      {
        type: 'list',
        items: [
          {
            term: 'Deferred maintenance first',
            text: 'a sound roof, an updated electrical panel, working heating and cooling and clean inspection reports protect value more than any finish.',
          },
          {
            term: 'Paint, lighting and landscaping',
            text: 'fresh neutral paint, good lighting and drought-tolerant landscaping cost little and photograph well.',
          },
          { term: 'Kitchen and bath refreshes', text: 'modest updates to counters, fixtures and hardware usually recover more of their cost than a full remodel.' },
          {
            term: 'Energy efficiency',
            text: 'dual-pane windows, insulation and owned solar panels lower running costs. Leased solar must be transferred to the buyer, which can complicate a sale.',
          },
          {
            term: 'Accessory dwelling units',
            text: 'California law has made ADUs much easier to permit. A permitted ADU can add rental income or room for family, and often adds meaningful value.',
          },
        ],
      },
      {
        type: 'callout',
        tone: 'important',
        title: 'Permits matter',
        text: 'Unpermitted additions and conversions must be disclosed when you sell, may not count in the square footage an appraiser values, and may have to be legalized or removed. Pull permits and keep the final sign-offs.',
      },
    ],
  },
  {
    id: 'protect-value',
    heading: 'Protect what you have',
    blocks: [
      {
        type: 'list',
        items: [
          {
            term: 'Fire hardening',
            text: 'in fire hazard severity zones, defensible space, ember-resistant vents and a Class A roof help with safety, insurance and resale.',
          },
          {
            term: 'Earthquake readiness',
            text: 'older homes on raised foundations may need bolting and bracing; California’s Earthquake Brace + Bolt program has offered grants toward retrofits in eligible ZIP codes.',
          },
          { term: 'Water and drainage', text: 'keep gutters, grading and drains working; water damage is among the costliest problems inspectors find.' },
          {
            term: 'Records',
            text: 'keep receipts, permits and warranties in one place. They support your price when you sell and your cost basis when you work out any taxable gain.',
          },
        ],
      },
    ],
  },
  {
    id: 'property-tax',
    heading: 'Property tax and value in California',
    blocks: [
      {
        type: 'paragraph',
        text: 'Proposition 13 sets the base property tax at 1% of assessed value, plus voter-approved bonds and local assessments, so total rates usually run somewhat above 1%. Your assessed value is reset to the purchase price when you buy and can then rise by at most 2% a year, which is why long-time owners often pay far less than new buyers of similar homes.',
      },
      {
        type: 'paragraph',
        text: 'New construction, such as an addition or an ADU, is assessed at its own value and added to your existing base, which stays in place. In newer communities, a Mello-Roos special tax may also appear on the bill, funding local infrastructure for a set number of years.',
      },
      {
        type: 'paragraph',
        text: 'Proposition 19 lets homeowners who are 55 or older or severely disabled, and victims of wildfires or other disasters, move their tax base to a replacement home anywhere in California — up to three times for owners 55 and older. It also narrowed the tax break for homes passed from parents to children. The rules are detailed, so talk with a tax professional before you plan around them.',
      },
      {
        type: 'callout',
        tone: 'note',
        title: 'When values fall',
        text: 'If your home’s market value drops below its assessed value, you can ask the county assessor for a temporary reduction, known as a Proposition 8 review.',
      },
    ],
  },
  {
    id: 'investing',
    heading: 'Thinking like an investor',
    blocks: [
      {
        type: 'paragraph',
        text: 'Southern California real estate has historically rewarded patient owners, but the return comes from several places at once: appreciation, paying down the loan, rental income and tax treatment. A purchase that only works if prices rise quickly is speculation, not investment.',
      },
      {
        type: 'list',
        items: [
          {
            term: 'Run the numbers',
            text: 'compare realistic rent with every cost — mortgage, taxes, insurance, HOA dues, maintenance, vacancy and management. The capitalization rate (net operating income divided by price) lets you compare properties before financing.',
          },
          {
            term: 'Know the rental rules',
            text: 'California’s Tenant Protection Act limits annual rent increases and requires just cause for evictions at many properties, and the City of Los Angeles has its own rent stabilization ordinance for many older buildings. Check which rules apply before you buy.',
          },
          {
            term: 'Short-term rentals are local',
            text: 'many cities in Orange County and Los Angeles restrict short-term rentals or require permits, and HOAs may ban them. Confirm the rules before you count on vacation-rental income.',
          },
          {
            term: 'Plan your exit',
            text: 'a 1031 exchange can defer capital gains tax when you sell an investment property and buy another. For your own home, federal law excludes up to $250,000 of gain ($500,000 for married couples filing jointly) if you meet the ownership and use tests.',
          },
        ],
      },
      {
        type: 'callout',
        tone: 'note',
        title: 'Get professional advice',
        text: 'Tax rules are detailed and they change. Talk with a CPA or tax attorney before you buy, sell or exchange an investment property.',
      },
    ],
  },
  {
    id: 'selling',
    heading: 'When it is time to sell',
    blocks: [
      {
        type: 'steps',
        items: [
          {
            title: 'Price from the comparables',
            text: 'Homes priced right from the first day sell faster, and often for more, than homes that start high and chase the market down.',
          },
          {
            title: 'Prepare your disclosures early',
            text: 'California sellers must complete the Transfer Disclosure Statement and other disclosures. Starting early, with a pre-listing inspection, keeps surprises out of escrow.',
          },
          { title: 'Stage and photograph', text: 'Most buyers see your home online first. Declutter, stage the key rooms and use professional photography.' },
          {
            title: 'Weigh every term of every offer',
            text: 'The highest price is not always the best offer: financing, contingencies and timing decide whether it closes.',
          },
        ],
      },
    ],
  },
];
