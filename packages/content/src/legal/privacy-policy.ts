import { RESPONSE_PROMISE_HOURS, type LegalDocument } from '@pcr/contracts';
import { LEGAL_EFFECTIVE_DATE } from './effective-date.js';

/** The privacy policy (a template for counsel: see ../legal.ts), a module of its own: its page loads only it. */
export const privacyPolicy: LegalDocument = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  description:
    'How we collect, use, share and protect the information you send through our contact and subscribe forms, and your rights as a California resident.',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  summary:
    'We collect only what you send us through our forms, we use it to answer you and to send the updates you asked for, and we never sell it. This policy explains the details and the privacy rights California law gives you.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          type: 'paragraph',
          text: 'This Privacy Policy explains how {brand} (“we”, “us”) collects, uses and shares personal information through this website, and the rights California residents have over it. You can reach us about privacy at any time at {email} or {phone}.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        { type: 'paragraph', text: 'We collect the information you choose to give us when you fill in one of our forms:' },
        {
          type: 'list',
          items: [
            {
              term: 'Contact forms',
              text: 'your name, email address and phone number; a property address if you add one; and, on our full contact form, your message, whether you are interested in buying, selling, both or information, and how you heard about us.',
            },
            {
              term: 'Subscribe form',
              text: 'your name, email address and the topic you are interested in, such as buying a home, selling, market updates or investment opportunities.',
            },
            {
              term: 'Home alerts',
              text: 'your email address, the search or home you want to follow, how often you want to hear about it, and which homes and changes we have already emailed you about.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'When you send a form, our server also records the date and time, the page of our site you sent it from, your browser’s user-agent string and a keyed, one-way hash of your IP address. The hash lets us recognize repeated abuse of our forms without storing the address itself.',
        },
        {
          type: 'table',
          caption: 'Categories of personal information we collect',
          columns: ['Category', 'What we collect', 'Source'],
          rows: [
            ['Identifiers', 'Name, email address, phone number and a hashed IP address', 'You, and your browser when you send a form'],
            ['Customer records', 'Property address and the message you write', 'You'],
            ['Commercial information', 'Whether you want to buy or sell, the topics you follow and how you heard about us', 'You'],
            ['Internet activity', 'Browser user-agent string, the page you sent the form from and the time of your submission', 'Your browser'],
          ],
        },
        {
          type: 'paragraph',
          text: 'We do not use advertising cookies or third-party analytics. The site remembers your light or dark theme choice in your browser’s local storage; that setting never leaves your device. Links to listing providers and social networks take you to their sites, where their own privacy policies apply.',
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      blocks: [
        {
          type: 'list',
          items: [
            `To answer your inquiry and connect you with an agent, usually within ${RESPONSE_PROMISE_HOURS} hours.`,
            'To send the updates you subscribed to, once you have confirmed your address, until you unsubscribe.',
            'To email you the homes that match your home alerts, once you have confirmed your address, until you stop the alert. Each alert email has a one-click link to stop that alert and a link to change, pause or delete all your alerts, without an account. If your mail server refuses our email for good, we stop emailing that address.',
            'To keep a record of our communications and of any transaction that follows, as real estate law requires.',
            'To detect and prevent spam and abuse of our forms.',
            'To comply with legal obligations and protect our rights and the rights of others.',
          ],
        },
      ],
    },
    {
      id: 'spam-protection',
      heading: 'Spam protection',
      blocks: [
        {
          type: 'paragraph',
          text: 'Our forms include a hidden field that people never see or fill in, but automated bots often do. A submission that fills it in is flagged as spam and set aside; we do not use it to contact anyone. We also limit how many submissions can come from one connection in a short time: for that, our server holds your IP address in memory only for that short window and never writes it to storage.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'How we share information',
      blocks: [
        {
          type: 'paragraph',
          text: 'We do not sell your personal information, and we do not share it for cross-context behavioral advertising. We disclose it only to:',
        },
        {
          type: 'list',
          items: [
            { term: 'Our agents and staff', text: 'who need it to answer you.' },
            {
              term: 'Service providers',
              text: 'that host our website and database or deliver notifications of new inquiries to our team, under contracts that allow them to use the information only on our behalf.',
            },
            {
              term: 'Professionals you ask us to involve',
              text: 'such as a lender, escrow company or title company, only with your agreement.',
            },
            { term: 'Authorities', text: 'when the law requires it, or to protect the rights, property or safety of our clients, our team or others.' },
            { term: 'A successor', text: 'if our business is merged or sold, which will remain bound by this policy for information we collected.' },
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          type: 'paragraph',
          text: 'We keep inquiries and subscriptions for as long as we need them to answer you and provide the updates you asked for, and then for no more than 24 months after our last contact with you, unless you ask us to delete them sooner. Records of a real estate transaction are kept for at least three years, as California requires of real estate brokers. Submissions flagged as spam are kept only as long as we need them to review and prevent abuse. A subscription or home alert that is not confirmed from the email we send to its address within 7 days is deleted.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        {
          type: 'paragraph',
          text: 'We protect your information with encrypted connections, access controls and by storing only a hash of your IP address. No system is perfectly secure; if a breach ever affects your information, we will notify you as the law requires.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your California privacy rights',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you are a California resident, the California Consumer Privacy Act, as amended by the California Privacy Rights Act (CCPA/CPRA), gives you these rights:',
        },
        {
          type: 'list',
          items: [
            {
              term: 'Right to know',
              text: 'what personal information we have collected about you, where it came from, why we use it and with whom we share it, and to receive a copy.',
            },
            { term: 'Right to delete', text: 'the personal information we collected from you, subject to exceptions such as records the law requires us to keep.' },
            { term: 'Right to correct', text: 'inaccurate personal information we hold about you.' },
            {
              term: 'Right to opt out of sale or sharing',
              text: 'we do not sell or share personal information as the law defines those terms, so there is nothing to opt out of, but you may still ask and we will confirm it in writing.',
            },
            {
              term: 'Right to limit the use of sensitive personal information',
              text: 'our forms do not ask for sensitive personal information, and we do not use any for purposes that would require this right.',
            },
            { term: 'Right to non-discrimination', text: 'we will not treat you differently for exercising any of these rights.' },
          ],
        },
      ],
    },
    {
      id: 'exercising-your-rights',
      heading: 'How to exercise your rights',
      blocks: [
        {
          type: 'paragraph',
          text: 'Email us at {email} with the subject “Privacy request”, or call {phone}. Tell us which right you are exercising and the email address or phone number you used on our forms, so we can find your information and verify that the request comes from you.',
        },
        {
          type: 'paragraph',
          text: 'We confirm receipt within 10 business days and respond within 45 days. If we need more time, we will tell you why, and we may take up to another 45 days. An authorized agent may make a request for you with your signed permission. To stop receiving our updates or alerts, use the unsubscribe or stop link in any email or write to us.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          type: 'paragraph',
          text: 'This website is not directed to children under 16, and we do not knowingly collect their personal information. If you believe a child has sent us information, contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          type: 'paragraph',
          text: 'When we change this policy, we will post the new version on this page with a new effective date. If a change is material, we will also announce it prominently on the site.',
        },
      ],
    },
  ],
};
