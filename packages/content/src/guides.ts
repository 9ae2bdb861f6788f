import { GUIDE_SLUGS, type ArticleBlock, type ArticleSection, type Guide, type GuideSlug, type Resource } from '@pcr/contracts';

/**
 * Buyer education guides (spec section 2, "Guides"), written for Orange County and Los Angeles.
 * Typical figures (FHA 3.5% down, credit 580/620/740, DTI 43%, closing costs 2-5%) are editorial
 * text, not rules of any lender. Limits that change every year (conforming and FHA loan limits,
 * insurance premiums) are described without numbers so the guides do not go stale.
 */

const WORDS_PER_MINUTE = 220;

function blockText(block: ArticleBlock): string[] {
  switch (block.type) {
    case 'paragraph':
      return [block.text];
    case 'list':
      return block.items.map((item) => (typeof item === 'string' ? item : `${item.term} ${item.text}`));
    case 'steps':
      return block.items.map((item) => `${item.title} ${item.text}`);
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat()];
    case 'callout':
      return [block.title, block.text];
  }
}

/** Words a reader reads in the sections (headings included). */
export function countWords(sections: readonly ArticleSection[]): number {
  return sections
    .flatMap((section) => [section.heading, ...section.blocks.flatMap(blockText)])
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Reading time at an unhurried 220 words a minute, never under a minute. */
export function readingMinutesFor(summary: string, sections: readonly ArticleSection[]): number {
  const words = countWords(sections) + summary.split(/\s+/).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function guide(content: Omit<Guide, 'readingMinutes'>): Guide {
  return {
    slug: content.slug,
    title: content.title,
    description: content.description,
    summary: content.summary,
    readingMinutes: readingMinutesFor(content.summary, content.sections),
    datePublished: content.datePublished,
    dateModified: content.dateModified,
    sections: content.sections,
    related: content.related,
  };
}

const firstTimeBuyers = guide({
  slug: 'first-time-buyers',
  datePublished: '2023-03-14',
  dateModified: '2025-01-20',
  title: 'First-Time Home Buyer’s Guide',
  description:
    'Credit, debt-to-income, mortgage options, offers, inspections and closing costs: what first-time buyers in Orange County and Los Angeles need to know.',
  summary:
    'Buying your first home in Southern California is a big step, and it rewards preparation. This guide explains what lenders look at, which loans suit first-time buyers, how offers and inspections work in California, and what to budget for at closing.',
  sections: [
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
  ],
  related: ['home-buying-process', 'mortgage-guide', 'neighborhood-guide'],
});

const homeBuyingProcess = guide({
  slug: 'home-buying-process',
  datePublished: '2023-04-11',
  dateModified: '2024-11-05',
  title: 'The Home Buying Process, Step by Step',
  description:
    'The nine steps of buying a home in California, from pre-approval to keys, with the common challenges buyers face and a realistic timeline.',
  summary:
    'Buying a home in California follows a predictable path once you know it. Here are the nine steps from your first conversation with a lender to the day you get the keys, the challenges that most often slow buyers down, and how long each stage usually takes.',
  sections: [
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
  ],
  related: ['first-time-buyers', 'mortgage-guide', 'neighborhood-guide'],
});

const mortgageGuide = guide({
  slug: 'mortgage-guide',
  datePublished: '2023-06-06',
  dateModified: '2025-02-03',
  title: 'Mortgage Guide for California Buyers',
  description:
    'Loan types, fixed versus adjustable rates, down payments, what sets your rate, pre-approval and closing costs, explained for California home buyers.',
  summary:
    'Your mortgage is likely the largest financial commitment you will make, and small differences in rate and terms add up over decades. This guide explains the loan types available in California, how fixed and adjustable rates work, how much to put down, what moves your rate and what to expect at closing.',
  sections: [
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
  ],
  related: ['first-time-buyers', 'home-buying-process', 'home-value-tips'],
});

const homeValueTips = guide({
  slug: 'home-value-tips',
  datePublished: '2023-09-19',
  dateModified: '2024-09-30',
  title: 'Home Value and Investment Tips',
  description:
    'What drives home values in Orange County and Los Angeles, which improvements pay off, and how to think about real estate as a long-term investment.',
  summary:
    'Whether you plan to sell next spring or hold for twenty years, the decisions you make as an owner shape what your home is worth. Here is what really drives value in Southern California, which improvements tend to pay off, and how to approach property as an investment.',
  sections: [
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
  ],
  related: ['neighborhood-guide', 'mortgage-guide', 'home-buying-process'],
});

const neighborhoodGuide = guide({
  slug: 'neighborhood-guide',
  datePublished: '2024-02-27',
  dateModified: '2025-01-13',
  title: 'Orange County and Los Angeles Neighborhood Guide',
  description:
    'How to choose a neighborhood, and an introduction to the Orange County and Los Angeles areas we serve, from Newport Beach and Irvine to Silver Lake.',
  summary:
    'Orange County and Los Angeles offer very different ways to live within an hour of each other. This guide explains what to weigh when you choose an area, then introduces the neighborhoods we know best: what each is known for and who it suits.',
  sections: [
    {
      id: 'choosing',
      heading: 'How to choose a neighborhood',
      blocks: [
        {
          type: 'list',
          items: [
            {
              term: 'Commute',
              text: 'drive the route at rush hour and check Metrolink, Metro rail and bus options. Twenty miles can mean twenty minutes or an hour and a half.',
            },
            {
              term: 'Schools',
              text: 'attendance boundaries decide which public schools serve a home, and they can change. Confirm the address with the school district rather than relying on a listing.',
            },
            {
              term: 'Total monthly cost',
              text: 'HOA dues and Mello-Roos special taxes, common in master-planned communities, can add hundreds of dollars a month. Ask for both before you make an offer.',
            },
            {
              term: 'Hazards and insurance',
              text: 'canyon and hillside areas may lie in very high fire hazard severity zones, and some coastal and low-lying streets in flood zones. The Natural Hazard Disclosure and early insurance quotes tell you what you are buying into.',
            },
            {
              term: 'What you can build',
              text: 'homes in the coastal zone may need a coastal development permit to remodel, and historic districts and HOAs have their own design rules.',
            },
            {
              term: 'Visit at different times',
              text: 'a quiet street on a Tuesday morning may be a busy shortcut at 5 p.m. or a lively block on Saturday night.',
            },
          ],
        },
      ],
    },
    {
      id: 'orange-county',
      heading: 'Orange County',
      blocks: [
        {
          type: 'paragraph',
          text: 'Orange County pairs 42 miles of coastline with master-planned inland cities, highly rated school districts and John Wayne Airport at its center. Coastal towns command a premium for beach access and views; inland cities such as Irvine offer newer homes, parks and schools at a lower price per square foot.',
        },
        {
          type: 'list',
          items: [
            {
              term: 'Newport Beach',
              text: 'harbor living on Lido Isle and Balboa Island, bluff-top homes in Corona del Mar and gated estates in Newport Coast. The benchmark for coastal living in Orange County, and a natural fit for boaters.',
              href: '/neighborhoods/newport-beach',
            },
            {
              term: 'Irvine',
              text: 'a master-planned city of villages with parks, greenbelt trails and Irvine Unified schools. Newer villages such as Great Park Neighborhoods and Portola Springs often carry Mello-Roos taxes and HOA dues.',
              href: '/neighborhoods/irvine',
            },
            {
              term: 'Laguna Beach',
              text: 'an artists’ colony of coves, canyon cottages and ocean-view hillsides around a walkable village. Many canyon and hillside streets are in fire hazard zones, so get insurance quotes early.',
              href: '/neighborhoods/laguna-beach',
            },
            {
              term: 'Huntington Beach',
              text: 'ten miles of wide, sandy beach, harbor homes with private docks and family neighborhoods near well-regarded high schools, at friendlier prices than its coastal neighbors.',
              href: '/neighborhoods/huntington-beach',
            },
            {
              term: 'Costa Mesa',
              text: 'the City of the Arts: mid-century ranch homes on large Eastside lots, a creative dining scene, South Coast Plaza and a five-minute drive to John Wayne Airport.',
              href: '/neighborhoods/costa-mesa',
            },
            {
              term: 'Dana Point',
              text: 'a harbor town on dramatic bluffs with whale watching, surfing at Salt Creek and Doheny, and gated communities such as Niguel Shores.',
              href: '/neighborhoods/dana-point',
            },
            {
              term: 'More Orange County cities',
              text: 'our city guides cover schools, parks, market figures and neighborhoods for San Clemente, Tustin, Mission Viejo, Yorba Linda and more.',
              href: '/cities',
            },
          ],
        },
      ],
    },
    {
      id: 'los-angeles',
      heading: 'Los Angeles',
      blocks: [
        {
          type: 'paragraph',
          text: 'Los Angeles is a region of distinct neighborhoods, from the beach towns of the Westside and South Bay to the hills of the Eastside and the historic streets of Pasadena. Distance to work matters more here than almost anywhere, so choose with your commute in mind.',
        },
        {
          type: 'list',
          items: [
            {
              term: 'Silver Lake',
              text: 'hillside homes around the reservoir, mid-century modern landmarks and 1920s bungalows, with the coffee shops and galleries of Sunset Junction about ten minutes from Downtown.',
              href: '/neighborhoods/silver-lake',
            },
            {
              term: 'Beverly Hills',
              text: 'palm-lined streets in the Flats, mid-century estates in Trousdale and gated hillside compounds, with its own school district and Rodeo Drive at its heart.',
              href: '/neighborhoods/beverly-hills',
            },
            {
              term: 'Santa Monica',
              text: 'a beach city with a big-city pulse: Craftsman homes north of Montana Avenue, ocean-view condos, the Pier and the Metro E Line to Downtown.',
              href: '/neighborhoods/santa-monica',
            },
            {
              term: 'Pasadena',
              text: 'Craftsman bungalows, historic estates along the Arroyo Seco and tree-lined streets at the foot of the San Gabriel Mountains, with Old Pasadena and Caltech nearby.',
              href: '/neighborhoods/pasadena',
            },
            {
              term: 'Manhattan Beach',
              text: 'flower-lined walk streets, homes on the Strand and the Tree Section’s larger lots, with Manhattan Beach Unified schools and LAX about 15 minutes away.',
              href: '/neighborhoods/manhattan-beach',
            },
            {
              term: 'Los Feliz',
              text: 'grand 1920s hillside estates and period duplexes below Griffith Park and the Observatory, with the bookstores and cafés of Vermont and Hillhurst avenues.',
              href: '/neighborhoods/los-feliz',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'note',
          title: 'City lines matter',
          text: 'Silver Lake and Los Feliz are inside the City of Los Angeles, which adds its own transfer tax to the county’s, including the Measure ULA tax on higher-priced sales. It is usually paid by the seller but affects pricing. Beverly Hills, Santa Monica, Pasadena and Manhattan Beach are separate cities with their own taxes, rules and services.',
        },
      ],
    },
    {
      id: 'at-a-glance',
      heading: 'At a glance',
      blocks: [
        {
          type: 'table',
          caption: 'Our neighborhoods compared',
          columns: ['Area', 'Region', 'Best for', 'Typical homes'],
          rows: [
            ['Newport Beach', 'Orange County', 'Boating, waterfront and luxury living', 'Bayfront homes, island cottages, gated estates'],
            ['Irvine', 'Orange County', 'Families, schools and newer homes', 'Village homes, townhomes, new construction'],
            ['Laguna Beach', 'Orange County', 'Art, coves and ocean views', 'Beach cottages, hillside view homes'],
            ['Huntington Beach', 'Orange County', 'Surf, space and value on the coast', 'Harbor homes, family tracts, condos'],
            ['Costa Mesa', 'Orange County', 'Culture, dining and a central location', 'Mid-century ranch homes, modern rebuilds'],
            ['Dana Point', 'Orange County', 'Harbor life and quiet coastal living', 'Bluff-top estates, gated communities'],
            ['Silver Lake', 'Los Angeles', 'Creative, walkable urban living', 'Mid-century modern homes, bungalows'],
            ['Beverly Hills', 'Los Angeles', 'Prestige, privacy and estates', 'Traditional homes, hillside estates'],
            ['Santa Monica', 'Los Angeles', 'Beach life with city amenities', 'Craftsman homes, ocean-view condos'],
            ['Pasadena', 'Los Angeles', 'Architecture and historic charm', 'Craftsman bungalows, historic estates'],
            ['Manhattan Beach', 'Los Angeles', 'Beach-town families', 'Walk-street homes, Strand homes'],
            ['Los Feliz', 'Los Angeles', 'Hillside character near Griffith Park', 'Spanish estates, period duplexes'],
          ],
        },
      ],
    },
    {
      id: 'next-steps',
      heading: 'Exploring in person',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Shortlist two or three areas using this guide and our neighborhood pages.',
            'Tour homes in each on a weekday evening and again on a weekend.',
            'Ask us for recent comparable sales, so you know what your budget buys in each area.',
            'Check school assignments, HOA dues, Mello-Roos taxes and insurance quotes for your favorite before you write an offer.',
          ],
        },
      ],
    },
  ],
  related: ['home-value-tips', 'first-time-buyers', 'home-buying-process'],
});

/** The five guides, in the order of the resources index. */
export const guides: Guide[] = [firstTimeBuyers, homeBuyingProcess, mortgageGuide, homeValueTips, neighborhoodGuide];

export function findGuide(slug: string): Guide | undefined {
  return guides.find((g) => g.slug === slug);
}

export const guideHref = (slug: GuideSlug) => `/resources/${slug}`;

function toResource(g: Guide): Resource {
  return { slug: g.slug, href: guideHref(g.slug), title: g.title, description: g.description, readingMinutes: g.readingMinutes };
}

/** The resources index: one card per guide, in spec order. */
export const resources: Resource[] = GUIDE_SLUGS.map((slug) => {
  const found = findGuide(slug);
  if (!found) throw new Error(`Guide "${slug}" is missing`);
  return toResource(found);
});

/** The resources a guide links to under "Related resources". */
export function relatedResources(g: Pick<Guide, 'related'>): Resource[] {
  return g.related.flatMap((slug) => resources.filter((r) => r.slug === slug));
}
