import type { LegalDocument } from '@pcr/contracts';
import { LEGAL_EFFECTIVE_DATE } from './effective-date.js';

/** The terms of service (a template for counsel: see ../legal.ts), a module of its own: its page loads only it. */
export const termsOfService: LegalDocument = {
  slug: 'terms-of-service',
  title: 'Terms of Service',
  description:
    'The terms for using our website: information only and not an offer, listing data from third parties, our fair housing commitment and California law.',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary:
    'Our website is here to inform you and to make it easy to reach us. These terms explain what you can rely on, what you cannot, and the rules for using the site.',
  sections: [
    {
      id: 'agreement',
      heading: 'Agreement to these terms',
      blocks: [
        {
          type: 'paragraph',
          text: 'This website is operated by {brand}. By using it, you agree to these Terms of Service. If you do not agree, please do not use the site.',
        },
      ],
    },
    {
      id: 'information-only',
      heading: 'Information only, not an offer',
      blocks: [
        {
          type: 'paragraph',
          text: 'Everything on this site, including property descriptions, neighborhood and city guides, market figures and buyer education articles, is general information. It is not an offer to sell, a solicitation to buy, or legal, tax, financial or lending advice.',
        },
        {
          type: 'paragraph',
          text: 'Loan programs, typical figures and rules described in our guides are examples that change over time. Confirm them with a licensed lender, attorney or tax professional before you rely on them.',
        },
      ],
    },
    {
      id: 'listing-information',
      heading: 'Listing information',
      blocks: [
        {
          type: 'paragraph',
          text: 'Property listings, including our hot listings, come partly from third parties such as listing providers and multiple listing services. Prices, availability, square footage, features and status can change at any time, may contain errors, and are not guaranteed. A listing may be sold or withdrawn before the site is updated.',
        },
        {
          type: 'paragraph',
          text: 'Verify anything that matters to your decision, such as square footage, school assignments, permits and the condition of a property, through your own inspections and professional advice. Links to other websites are provided for convenience; we are not responsible for their content.',
        },
      ],
    },
    {
      id: 'no-agency',
      heading: 'No agency relationship',
      blocks: [
        {
          type: 'paragraph',
          text: 'Using this site or sending us a form does not make {brand} or any of its agents your agent. An agency relationship is created only by a written agreement signed by you and us.',
        },
      ],
    },
    {
      id: 'fair-housing',
      heading: 'Equal housing opportunity',
      blocks: [
        {
          type: 'paragraph',
          text: '{brand} is committed to the letter and spirit of the federal Fair Housing Act and California’s fair housing laws, including the Fair Employment and Housing Act and the Unruh Civil Rights Act. We do not discriminate on the basis of race, color, religion, sex, gender, gender identity or expression, sexual orientation, marital or familial status, national origin, ancestry, disability, medical condition, genetic information, age, source of income, military or veteran status, citizenship, primary language, immigration status, or any other basis protected by law.',
        },
      ],
    },
    {
      id: 'using-the-site',
      heading: 'Using the site',
      blocks: [
        {
          type: 'list',
          items: [
            'Use our forms only to contact us about real estate, with accurate information about yourself.',
            'Do not send spam, automated submissions or malicious code, and do not try to disrupt the site or gain unauthorized access to it.',
            'Do not copy, scrape or republish our content or listing information without our written permission.',
          ],
        },
      ],
    },
    {
      id: 'content-and-trademarks',
      heading: 'Content and trademarks',
      blocks: [
        {
          type: 'paragraph',
          text: 'The text, photographs, graphics and logos on this site belong to {brand} or its licensors and are protected by copyright and trademark law. You may view and print pages for your own personal, non-commercial use.',
        },
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      blocks: [
        {
          type: 'callout',
          tone: 'note',
          title: 'How we handle your information',
          text: 'Our Privacy Policy explains what we collect through our forms, how we use it and your rights as a California resident.',
          link: { href: '/privacy-policy', label: 'Read our Privacy Policy' },
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers and limitation of liability',
      blocks: [
        {
          type: 'paragraph',
          text: 'The site is provided “as is” and “as available”, without warranties of any kind, express or implied. To the fullest extent the law allows, {brand} is not liable for indirect, incidental or consequential damages arising from your use of the site or your reliance on its content.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        {
          type: 'paragraph',
          text: 'These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules. Any dispute about them or about your use of the site will be resolved in the state or federal courts located in Orange County, California.',
        },
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes and contact',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may update these terms by posting a new version on this page with a new effective date. Questions about them are welcome at {email} or {phone}.',
        },
      ],
    },
  ],
};
