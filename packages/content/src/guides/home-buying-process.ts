import type { ArticleSection } from '@pcr/contracts';

/** The text of the guide "home-buying-process" (its title, summary and dates are in ../guide-catalog.ts). */
export const sections: ArticleSection[] = [
  {
    id: 'nine-steps',
    heading: 'The nine steps',
    blocks: [
      {
        type: 'steps',
        items: [
          {
            title: 'Get your finances in order',
            text: 'Check your credit reports, pay down card balances and decide on a monthly payment you are comfortable with. Gather two years of tax returns and W-2s, recent pay stubs and bank statements so you are ready for the lender.',
          },
          {
            title: 'Get pre-approved',
            text: 'A lender verifies your credit, income, assets and debts and issues a pre-approval letter. It sets your price range and shows sellers you can close. Compare Loan Estimates from more than one lender.',
          },
          {
            title: 'Choose your agent',
            text: 'Work with a local agent who knows the neighborhoods you are considering. Buyers now generally sign a written representation agreement before touring homes with an agent; it sets out the agent’s services and compensation, which are negotiable.',
          },
          {
            title: 'Search and tour homes',
            text: 'Narrow your search by commute, schools and lifestyle, then tour in person. Look past the finishes to the layout, light, noise, parking, HOA rules and the age of the roof, windows and systems.',
          },
          {
            title: 'Make an offer',
            text: 'Your agent prepares a California Residential Purchase Agreement with your price, deposit, financing terms, contingencies and closing date. Expect counteroffers; in a competitive market, terms can matter as much as price.',
          },
          {
            title: 'Open escrow and make your deposit',
            text: 'Once your offer is accepted, escrow opens with a neutral escrow holder and you wire your earnest money deposit, usually within three business days. Escrow holds the funds and documents until every condition is met.',
          },
          {
            title: 'Inspect, review and appraise',
            text: 'During your contingency periods you inspect the property and review the seller’s disclosures, the preliminary title report and any HOA documents, while your lender orders the appraisal. You can negotiate repairs or credits, or cancel if something is wrong.',
          },
          {
            title: 'Finalize the loan and remove contingencies',
            text: 'Your lender completes underwriting and issues final approval. In California, contingencies are removed in writing; once you remove them, your deposit is at risk if you do not close.',
          },
          {
            title: 'Final walk-through and closing',
            text: 'A few days before closing you walk through the home to confirm its condition and any agreed repairs. You sign the loan documents before a notary and wire your remaining funds; the lender funds the loan, the deed is recorded with the county, and the keys are yours.',
          },
        ],
      },
    ],
  },
  {
    id: 'escrow-and-title',
    heading: 'How escrow and title work in California',
    blocks: [
      {
        type: 'paragraph',
        text: 'In Southern California, escrow is usually handled by an independent escrow company or the escrow division of a title company: a neutral third party that follows written instructions from buyer and seller. It collects your deposit and loan funds, pays off the seller’s loan, prorates property taxes and HOA dues, and releases the money only when every condition has been met.',
      },
      {
        type: 'paragraph',
        text: 'Early in escrow, the title company researches the property’s ownership history and issues a preliminary title report. Read it with your agent: it lists the liens, easements and recorded restrictions (CC&Rs) that come with the property. At closing, title insurance protects you (the owner’s policy) and your lender (the lender’s policy) against covered defects in title.',
      },
      {
        type: 'callout',
        tone: 'note',
        title: 'How you take title matters',
        text: 'Holding title as community property, as joint tenants or in a living trust has legal and tax consequences. Escrow officers and agents cannot give legal advice, so ask an attorney or tax advisor if you are unsure.',
      },
    ],
  },
  {
    id: 'challenges',
    heading: 'Common challenges and how to handle them',
    blocks: [
      {
        type: 'list',
        items: [
          {
            term: 'Multiple offers',
            text: 'desirable homes in Orange County and Los Angeles often draw several offers. A strong pre-approval, a solid deposit and flexible terms help, and so does knowing your walk-away price before the bidding starts.',
          },
          {
            term: 'A low appraisal',
            text: 'if the appraisal comes in below the price, the loan is based on the lower value. You can renegotiate, cover the gap in cash, challenge the appraisal with better comparable sales, or cancel while your appraisal contingency is in place.',
          },
          {
            term: 'Inspection surprises',
            text: 'older homes can hide sewer, foundation or roof problems. Order specialist inspections when the general inspector recommends them, and settle repairs or a credit before you remove your contingency.',
          },
          {
            term: 'Insurance availability',
            text: 'wildfire risk has made homeowners insurance harder to find in some California areas. Get quotes early; the California FAIR Plan is a last-resort option that usually needs a companion policy for complete coverage.',
          },
          {
            term: 'Financing delays',
            text: 'missing documents, a job change or new debt can push back your loan approval. Answer your lender’s requests quickly and make no financial changes until you close.',
          },
          {
            term: 'Deadlines',
            text: 'California contracts run on calendar deadlines. If a contingency period is about to end, the seller can serve a notice to perform; agree on any extension in writing rather than letting a deadline pass.',
          },
        ],
      },
    ],
  },
  {
    id: 'timeline',
    heading: 'A realistic timeline',
    blocks: [
      {
        type: 'paragraph',
        text: 'Every purchase is different, but a financed purchase in California typically closes 30 to 45 days after the offer is accepted. Getting ready and finding the right home usually takes longer than escrow itself.',
      },
      {
        type: 'table',
        caption: 'Typical timeline for a financed purchase',
        columns: ['Stage', 'Typical time'],
        rows: [
          ['Preparing your finances and pre-approval', '1 to 4 weeks'],
          ['Searching and touring', 'A few weeks to several months'],
          ['Offer and negotiation', '1 to 7 days'],
          ['Deposit to escrow', 'Within 3 business days of acceptance'],
          ['Inspections and investigations', 'Within 17 days of acceptance, unless you agree otherwise'],
          ['Appraisal and loan approval', '2 to 4 weeks after acceptance'],
          ['Final walk-through', 'A few days before closing'],
          ['Closing and keys', '30 to 45 days after acceptance'],
        ],
      },
      {
        type: 'callout',
        tone: 'tip',
        title: 'Cash can close faster',
        text: 'Without a loan there is no appraisal or underwriting to wait for, so a cash purchase can close in one to two weeks if title is clear and the seller is ready.',
      },
    ],
  },
  {
    id: 'after-closing',
    heading: 'After you close',
    blocks: [
      {
        type: 'list',
        items: [
          'File for the homeowners’ exemption with the county assessor if the home is your primary residence; it takes $7,000 off your assessed value.',
          'Set money aside for the supplemental property tax bill that follows the county’s reassessment.',
          'Property taxes are paid in two installments, due November 1 and February 1 and late after December 10 and April 10, unless your lender pays them from an impound account.',
          'Keep your closing documents, including the final settlement statement; you will need them when you sell.',
          'Change the locks and transfer water, power, gas and trash service into your name.',
        ],
      },
    ],
  },
];
