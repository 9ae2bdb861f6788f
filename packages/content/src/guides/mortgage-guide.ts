import type { ArticleSection } from '@pcr/contracts';

/** The text of the guide "mortgage-guide" (its title, summary and dates are in ../guide-catalog.ts). */
export const sections: ArticleSection[] = [
  {
    id: 'loan-types',
    heading: 'Loan types',
    blocks: [
      {
        type: 'table',
        caption: 'Common loan types at a glance',
        columns: ['Loan', 'Typical minimum down', 'Typical credit score', 'Good to know'],
        rows: [
          [
            'Conventional',
            '3% for qualifying first-time buyers; 5% for others',
            '620 and up; best pricing from about 740',
            'Private mortgage insurance below 20% down, removable as you gain equity',
          ],
          ['FHA', '3.5%', '580 and up for 3.5% down', 'Upfront and annual mortgage insurance; loan amount capped by the county FHA limit'],
          ['VA', 'None in many cases', 'Set by each lender', 'For eligible veterans and service members; a funding fee instead of monthly mortgage insurance'],
          ['Jumbo', 'Often 10% to 20%', 'Often 700 and up', 'Above the conforming limit; more cash reserves usually required'],
        ],
      },
      {
        type: 'paragraph',
        text: 'Conforming loans are conventional loans at or below the limit the Federal Housing Finance Agency sets each year. Orange County and Los Angeles County are designated high-cost areas, so their limits sit well above the national baseline — but at local prices, many purchases still exceed them. Check the current limit for your county before you shop; it changes every January.',
      },
      {
        type: 'paragraph',
        text: 'FHA loans are insured by the Federal Housing Administration and are forgiving of lower credit scores and higher debt ratios. Mortgage insurance is the trade-off: an upfront premium, usually added to the loan, and an annual premium paid monthly that lasts for the life of the loan if you put down less than 10%. Many owners later refinance into a conventional loan to drop it.',
      },
      {
        type: 'paragraph',
        text: 'VA loans are guaranteed by the Department of Veterans Affairs. Eligible borrowers with full entitlement face no VA loan limit, often need no down payment and pay no monthly mortgage insurance. A one-time funding fee applies unless you are exempt — for example, because you receive VA disability compensation.',
      },
      {
        type: 'paragraph',
        text: 'Jumbo loans are not bought by Fannie Mae or Freddie Mac, so each lender sets its own rules. Expect to document several months of payments in reserve, and shop more than one lender: jumbo pricing varies widely.',
      },
    ],
  },
  {
    id: 'fixed-vs-adjustable',
    heading: 'Fixed or adjustable rate?',
    blocks: [
      {
        type: 'paragraph',
        text: 'A fixed-rate mortgage keeps the same interest rate and principal-and-interest payment for the whole term, usually 30 or 15 years. A 30-year loan has the lower payment; a 15-year loan costs more each month but carries a lower rate and far less total interest.',
      },
      {
        type: 'paragraph',
        text: 'An adjustable-rate mortgage (ARM) starts with a fixed rate for an initial period — commonly 5, 7 or 10 years — and then adjusts periodically to a market index plus a fixed margin. Caps limit how far the rate can move at the first adjustment, at each later one and over the life of the loan.',
      },
      {
        type: 'list',
        items: [
          {
            term: 'Fixed rate',
            text: 'the better fit when you plan to stay for the long term, want a predictable payment, or would be stretched by a higher payment later.',
          },
          {
            term: 'Adjustable rate',
            text: 'worth considering when you expect to sell or refinance before the fixed period ends, or when the initial savings are meaningful on a large jumbo loan — provided you could afford the payment at its cap.',
          },
        ],
      },
      {
        type: 'callout',
        tone: 'important',
        title: 'Plan for the worst case',
        text: 'Before choosing an ARM, ask your lender for the highest payment its caps allow, and make sure you could carry it.',
      },
    ],
  },
  {
    id: 'down-payments',
    heading: 'How much to put down',
    blocks: [
      {
        type: 'paragraph',
        text: 'Twenty percent down is not required, but it avoids mortgage insurance on a conventional loan and lowers your payment. Many buyers put down less and keep cash in reserve for repairs and emergencies instead.',
      },
      {
        type: 'table',
        caption: 'Minimum down payments by loan type',
        columns: ['Down payment', 'Where it applies'],
        rows: [
          ['0%', 'VA loans for eligible borrowers'],
          ['3%', 'Conventional loans for qualifying first-time buyers; some programs have income limits'],
          ['3.5%', 'FHA loans with a credit score of 580 or higher'],
          ['10% to 20%', 'Typical for jumbo loans'],
        ],
      },
      {
        type: 'paragraph',
        text: 'Your down payment can come from savings, the sale of another home, retirement accounts or a gift from family. Lenders must document where large deposits came from, and a gift needs a signed gift letter and a paper trail of the transfer, so move money well before you apply and keep every statement.',
      },
      {
        type: 'paragraph',
        text: 'On a conventional loan, you can ask to cancel private mortgage insurance once your balance reaches 80% of the home’s original value, and it ends automatically at 78% if your payments are current.',
      },
    ],
  },
  {
    id: 'rate-factors',
    heading: 'What determines your rate',
    blocks: [
      {
        type: 'paragraph',
        text: 'Market rates move daily with the bond market, but the rate you are offered depends on your profile and the loan you choose:',
      },
      {
        type: 'list',
        items: [
          { term: 'Credit score', text: 'higher scores earn better pricing; around 740 and above typically qualifies for the most competitive conventional rates.' },
          { term: 'Down payment', text: 'more equity means less risk for the lender and usually a lower rate.' },
          {
            term: 'Loan type and term',
            text: '15-year loans and ARMs usually carry lower rates than 30-year fixed loans; government and jumbo loans are priced on their own scales.',
          },
          {
            term: 'Property and occupancy',
            text: 'condos, two-to-four-unit buildings, second homes and investment properties usually cost more to finance than a single-family home you live in.',
          },
          { term: 'Points', text: 'you can pay discount points at closing to lower your rate; one point costs 1% of the loan amount.' },
          { term: 'Lock period', text: 'a longer rate lock protects you for longer but can cost more.' },
        ],
      },
      {
        type: 'callout',
        tone: 'tip',
        title: 'Compare the APR, not just the rate',
        text: 'The annual percentage rate (APR) on a Loan Estimate includes many fees as well as the interest rate. Compare Loan Estimates for the same loan from different lenders on the same day.',
      },
    ],
  },
  {
    id: 'pre-approval',
    heading: 'Pre-approval',
    blocks: [
      {
        type: 'paragraph',
        text: 'A pre-qualification is an estimate based on what you tell a lender. A pre-approval is based on verified documents and a credit check, and it is what sellers want to see. Some lenders will also fully underwrite your file before you find a home, which makes your offer nearly as strong as cash.',
      },
      {
        type: 'list',
        items: [
          'Two years of W-2s and federal tax returns',
          'Pay stubs covering the most recent 30 days',
          'Two months of statements for every bank and investment account',
          'Self-employed buyers: two years of business returns and a year-to-date profit and loss statement',
          'Gift letters, and a written explanation of any large deposits',
        ],
      },
      {
        type: 'paragraph',
        text: 'Pre-approval letters usually expire after 60 to 90 days. Update yours if rates move or your finances change, and ask your lender to issue each letter for the price you are offering.',
      },
    ],
  },
  {
    id: 'closing-costs',
    heading: 'Closing costs and the final numbers',
    blocks: [
      {
        type: 'paragraph',
        text: 'Expect closing costs of roughly 2-5% of the purchase price. Lender charges — origination, underwriting, points and the appraisal — are only part of it; escrow, title insurance, recording fees and prepaid items such as interest, insurance and your impound account make up the rest.',
      },
      {
        type: 'paragraph',
        text: 'Federal rules require your lender to send a Loan Estimate within three business days of your application and a Closing Disclosure at least three business days before you sign. Compare the two line by line: some fees cannot increase at all, and others only within set limits.',
      },
      {
        type: 'list',
        items: [
          { term: 'Seller credits', text: 'negotiated credits can cover part of your costs, within the limits your loan program allows.' },
          { term: 'Lender credits', text: 'a slightly higher rate in exchange for a credit toward your costs, useful when cash is tight.' },
          { term: 'Services you can shop for', text: 'your Loan Estimate lists them; comparing providers can save money.' },
        ],
      },
      {
        type: 'callout',
        tone: 'important',
        title: 'Your rate is not set until it is locked',
        text: 'Ask your lender when to lock, how long the lock lasts and what an extension costs if closing is delayed.',
      },
    ],
  },
];
