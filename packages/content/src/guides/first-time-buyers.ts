import type { ArticleSection } from '@pcr/contracts';

/** The text of the guide "first-time-buyers" (its title, summary and dates are in ../guide-catalog.ts). */
export const sections: ArticleSection[] = [
  {
    id: 'budget',
    heading: 'Start with your budget, not the listings',
    blocks: [
      {
        type: 'paragraph',
        text: 'Before you tour homes, decide on a monthly payment you are comfortable with — not simply the largest loan a lender will approve. A California mortgage payment is more than the loan itself, so build your budget from all of its parts:',
      },
      {
        type: 'list',
        items: [
          { term: 'Principal and interest', text: 'the loan payment, set by the amount you borrow, the interest rate and the term.' },
          {
            term: 'Property tax',
            text: 'about 1% of the purchase price a year under Proposition 13, plus voter-approved bonds and local assessments that vary by area.',
          },
          { term: 'Homeowners insurance', text: 'required by your lender; earthquake and flood coverage are separate policies.' },
          { term: 'Mortgage insurance', text: 'usually required when you put down less than 20%.' },
          {
            term: 'HOA dues and Mello-Roos',
            text: 'monthly dues for condos and planned communities, and a special tax in many newer developments that appears on the property tax bill.',
          },
        ],
      },
      {
        type: 'callout',
        tone: 'tip',
        title: 'Keep a cushion',
        text: 'Plan to have money left after closing for moving, furniture, immediate repairs and a few months of payments. Lenders often want to see these reserves too.',
      },
    ],
  },
  {
    id: 'credit',
    heading: 'Know your credit score',
    blocks: [
      {
        type: 'paragraph',
        text: 'Your credit score affects both whether you qualify and the rate you pay. Mortgage lenders usually pull scores from all three credit bureaus — Equifax, Experian and TransUnion — and use the middle one. Get your free reports at AnnualCreditReport.com a few months before you apply, so there is time to dispute errors.',
      },
      {
        type: 'table',
        caption: 'Typical credit score thresholds',
        columns: ['Score', 'What it usually means'],
        rows: [
          ['500–579', 'An FHA loan may still be possible with 10% down, though many lenders set higher minimums.'],
          ['580', 'The usual minimum for an FHA loan with 3.5% down.'],
          ['620', 'The usual minimum for most conventional loans.'],
          ['740 and above', 'Generally qualifies for the most competitive conventional pricing.'],
        ],
      },
      {
        type: 'paragraph',
        text: 'To raise your score, pay every bill on time, keep credit card balances low relative to their limits, and avoid opening or closing accounts in the months before you buy. Payment history and how much of your available credit you use matter most.',
      },
      {
        type: 'callout',
        tone: 'important',
        title: 'Change nothing during escrow',
        text: 'Lenders recheck your credit and employment just before funding. A new car loan, a new credit card or a job change during escrow can delay or derail your loan, so ask your lender before any major financial move.',
      },
    ],
  },
  {
    id: 'debt-to-income',
    heading: 'Understand debt-to-income ratio',
    blocks: [
      {
        type: 'paragraph',
        text: 'Your debt-to-income ratio (DTI) compares your monthly debt payments with your gross monthly income. Lenders count the new housing payment — principal, interest, taxes, insurance, mortgage insurance and HOA dues — plus car loans, student loans, minimum credit card payments and any other debts that show on your credit report.',
      },
      {
        type: 'paragraph',
        text: 'For example, if your household earns $12,000 a month before taxes, the new housing payment would be $4,200 and your other debts total $900 a month, your DTI is $5,100 ÷ $12,000, or 42.5%.',
      },
      {
        type: 'paragraph',
        text: 'Many lenders look for a total DTI of 43% or less. Some programs accept higher ratios when you have strong compensating factors, such as a high credit score or substantial savings, but a lower DTI leaves you more room in your monthly budget and usually earns better terms.',
      },
      {
        type: 'callout',
        tone: 'tip',
        title: 'Student loans count, even when deferred',
        text: 'Lenders include student loan payments in your DTI even if they are deferred, using the payment on your statement or a percentage of the balance, depending on the loan program. Bring your servicer statements to your first lender conversation.',
      },
    ],
  },
  {
    id: 'mortgage-options',
    heading: 'Compare mortgage options',
    blocks: [
      {
        type: 'list',
        items: [
          {
            term: 'Conventional',
            text: 'loans that follow Fannie Mae and Freddie Mac guidelines. Qualifying first-time buyers can put as little as 3% down; with less than 20% down you pay private mortgage insurance, which can be removed once you build enough equity.',
          },
          {
            term: 'FHA',
            text: 'government-insured loans with down payments as low as 3.5% for credit scores of 580 and above. They carry an upfront and an annual mortgage insurance premium, and the loan amount is capped by the county’s FHA limit.',
          },
          {
            term: 'VA',
            text: 'for eligible veterans, service members and some surviving spouses: often no down payment and no monthly mortgage insurance, with a one-time funding fee unless you are exempt.',
          },
          {
            term: 'Jumbo',
            text: 'loans above the conforming loan limit. Orange County and Los Angeles County are high-cost areas with higher limits than most of the country, yet many homes here still need jumbo financing, which usually asks for a larger down payment, stronger credit and more cash in reserve.',
          },
        ],
      },
      {
        type: 'paragraph',
        text: 'Conforming and FHA loan limits are set every year for each county. Ask your lender for this year’s figures for the county where you are buying before you settle on a price range.',
      },
      {
        type: 'callout',
        tone: 'note',
        title: 'Down payment assistance',
        text: 'CalHFA, California’s housing finance agency, offers first mortgages and down payment assistance for eligible first-time buyers, and some cities and counties run programs of their own. They come with income and price limits, and funding can run out, so ask a participating lender early.',
      },
      {
        type: 'callout',
        tone: 'tip',
        title: 'Go deeper on loans',
        text: 'Our mortgage guide compares loan types side by side and explains fixed and adjustable rates, down payments and what moves your rate.',
        link: { href: '/resources/mortgage-guide', label: 'Read the Mortgage Guide' },
      },
    ],
  },
  {
    id: 'pre-approval',
    heading: 'Get pre-approved before you shop',
    blocks: [
      {
        type: 'paragraph',
        text: 'A pre-approval means a lender has verified your credit, income, assets and debts and will lend up to a stated amount, subject to the property and final underwriting. In competitive Orange County and Los Angeles markets, sellers expect a pre-approval letter with every offer, and it tells you exactly what price range to shop in.',
      },
      {
        type: 'list',
        items: [
          'Two years of W-2s or federal tax returns (self-employed buyers: two years of personal and business returns)',
          'Pay stubs covering the most recent 30 days',
          'Two months of statements for every bank and investment account',
          'A photo ID, and a gift letter if family is helping with the down payment',
        ],
      },
      {
        type: 'callout',
        tone: 'tip',
        title: 'Shop lenders in a short window',
        text: 'Compare Loan Estimates from two or three lenders. Credit scoring models treat several mortgage inquiries within a short period — typically 14 to 45 days, depending on the model — as a single inquiry.',
      },
    ],
  },
  {
    id: 'offers',
    heading: 'Make a strong offer',
    blocks: [
      {
        type: 'paragraph',
        text: 'In California, offers are usually written on the California Association of REALTORS® Residential Purchase Agreement. Beyond the price, your offer sets the deposit, the financing terms, the contingency periods and the closing date, and sellers weigh all of them.',
      },
      {
        type: 'list',
        items: [
          {
            term: 'Earnest money deposit',
            text: 'often about 3% of the price, wired to escrow within three business days of acceptance. It shows commitment and is credited toward your down payment.',
          },
          {
            term: 'Contingencies',
            text: 'conditions that let you cancel and recover your deposit, most commonly for inspections, the appraisal and your loan. The standard California contract gives you 17 days by default for inspections and investigations; any period can be shortened or lengthened by agreement.',
          },
          { term: 'Closing date', text: 'commonly 30 to 45 days after acceptance for a financed purchase.' },
        ],
      },
      {
        type: 'paragraph',
        text: 'When several buyers compete, a clean offer — a solid pre-approval, a meaningful deposit, reasonable contingency periods and a flexible closing date — can matter as much as a higher price. Your agent can ask the listing agent what matters most to the seller.',
      },
      {
        type: 'callout',
        tone: 'important',
        title: 'Know what you are risking',
        text: 'Once you remove your contingencies, failing to close can cost you your deposit. If both sides initial the liquidated damages clause, the amount a seller can keep on a home you intended to live in is generally capped at 3% of the purchase price. Read the clause with your agent before you initial it.',
      },
    ],
  },
  {
    id: 'inspections',
    heading: 'Inspect before you commit',
    blocks: [
      {
        type: 'paragraph',
        text: 'Use your inspection contingency period well. A general home inspection covers the structure, roof, plumbing, electrical and heating and cooling systems. California buyers commonly add:',
      },
      {
        type: 'list',
        items: [
          {
            term: 'Wood-destroying pest inspection',
            text: 'the “termite report”, which lists Section 1 items (active infestation or damage) and Section 2 items (conditions likely to lead to it).',
          },
          { term: 'Sewer lateral video', text: 'a camera inspection of the line to the street, well worth it for older homes with clay or cast-iron pipes.' },
          { term: 'Specialists', text: 'for the roof, chimney, foundation, pool, solar or soils when the general inspector recommends further evaluation.' },
        ],
      },
      {
        type: 'paragraph',
        text: 'Read the seller’s disclosures alongside the reports: the Transfer Disclosure Statement (TDS), the Natural Hazard Disclosure covering flood, fire, earthquake fault and seismic hazard zones, the lead-based paint disclosure for homes built before 1978, and the HOA documents for condos and planned communities.',
      },
      {
        type: 'paragraph',
        text: 'Get homeowners insurance quotes during this period too. Some insurers have limited new policies in parts of California with high wildfire risk, and the cost or availability of coverage can change your budget.',
      },
      {
        type: 'callout',
        tone: 'tip',
        title: 'Repairs or a credit',
        text: 'If inspections turn up problems, you can ask the seller to make repairs, lower the price or give you a credit toward closing costs. A credit is often simpler than repairs, because you control the quality of the work after closing.',
      },
    ],
  },
  {
    id: 'closing-costs',
    heading: 'Plan for closing costs',
    blocks: [
      {
        type: 'paragraph',
        text: 'Buyers typically pay closing costs of 2-5% of the purchase price, on top of the down payment. Your lender’s Loan Estimate, sent within three business days of your application, itemizes them; the Closing Disclosure you receive at least three business days before closing shows the final figures.',
      },
      {
        type: 'table',
        caption: 'Common buyer closing costs in California',
        columns: ['Cost', 'What it covers'],
        rows: [
          ['Lender fees and points', 'Origination and underwriting charges, and any points you pay to lower the rate.'],
          ['Appraisal and credit report', 'The appraisal your lender orders and the credit checks.'],
          ['Escrow fee', 'The neutral escrow holder’s charge, split between buyer and seller by custom in much of Southern California.'],
          ['Title insurance', 'The buyer usually pays for the lender’s policy; in Southern California the seller customarily pays for the owner’s policy.'],
          ['Prepaids and impounds', 'Prepaid interest, the first year of homeowners insurance, and a reserve for property tax and insurance in your impound account.'],
          ['Recording and notary fees', 'Recording the deed and deed of trust with the county and notarizing your signatures.'],
        ],
      },
      {
        type: 'callout',
        tone: 'important',
        title: 'Expect a supplemental tax bill',
        text: 'After you buy, the county reassesses the home at the purchase price and sends a supplemental property tax bill for the difference. It usually arrives months after closing and is often not paid from your impound account, so set money aside for it.',
      },
      {
        type: 'callout',
        tone: 'important',
        title: 'Beware of wire fraud',
        text: 'Criminals impersonate escrow officers and agents with fake wiring instructions. Before you wire any money, confirm the instructions by calling your escrow officer at a number you already know — never one taken from an email.',
      },
    ],
  },
];
