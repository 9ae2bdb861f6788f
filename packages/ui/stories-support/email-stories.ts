import { defaultSiteIdentity, type SellerHome } from '@pcr/contracts';
import { findProperty } from '@pcr/content';
import { expect, within } from 'storybook/test';
import type { EmailLead } from '../src/emails/LeadNotificationEmail/LeadNotificationEmail.js';
import { renderLeadEmail, type LeadEmail, type RenderedEmail, type SellerEmailLead } from '../src/emails/render.js';

/** Helpers shared by the e-mail stories only. */
export const storySiteUrl = 'https://www.pacificcrestrealty.example';
export const storyContext = { identity: defaultSiteIdentity, siteUrl: storySiteUrl };

/** A story's loader: the e-mail rendered exactly as the server renders it. */
export const loadEmail = (email: LeadEmail) => async (): Promise<{ email: RenderedEmail }> => ({ email: await renderLeadEmail(email, storyContext) });

/** Asserts that a text appears in both the HTML part and the plain-text part. */
export async function expectInBothParts(canvasElement: HTMLElement, text: string | RegExp): Promise<void> {
  const canvas = within(canvasElement);
  for (const part of ['HTML part', 'Plain-text part']) {
    const region = canvas.getByRole('region', { name: part });
    await expect(region.textContent).toMatch(typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : text);
  }
}

/** Fictional leads (received at a fixed time, so screenshots do not change). */
export const fullFormLead: EmailLead = {
  kind: 'contact',
  form: 'full',
  name: 'Maya Chen',
  email: 'maya.chen@example.com',
  phone: '(949) 555-0101',
  address: null,
  message: 'We are relocating from Seattle in the spring and would love to see three-bedroom homes near good schools in Irvine.',
  propertyInterest: 'Buying',
  howDidYouHear: 'Google',
  interest: null,
  page: '/contact',
  language: 'en',
  receivedAt: '2025-04-14T16:32:00.000Z',
};

export const shortFormLead: EmailLead = {
  ...fullFormLead,
  form: 'short',
  name: 'Daniel Ortiz',
  email: 'daniel.ortiz@example.com',
  phone: '(714) 555-0177',
  address: '12 Harbor View Drive, Newport Beach',
  message: null,
  propertyInterest: null,
  howDidYouHear: null,
  page: '/properties/pcr-1001',
};

/** A short form sent from a Spanish page (decision 0033): the agency's e-mail stays in English, flagged. */
export const spanishLead: EmailLead = {
  ...shortFormLead,
  name: 'Lucía Hernández',
  email: 'lucia.hernandez@example.com',
  phone: '(714) 555-0163',
  address: '220 Calle Mayor, San Clemente',
  page: '/es/neighborhoods/irvine',
  language: 'es',
};

/** A home of the shared fixtures as a seller lead keeps it: the facts the site showed of it. */
function comparable(id: string): SellerHome['comparables'][number] {
  const property = findProperty(id);
  if (!property) throw new Error(`fixtures: no home ${id}`);
  const { title, price, bedrooms, bathrooms, squareFeet, status } = property;
  return { id, title, price, bedrooms, bathrooms, squareFeet, status };
}

/**
 * A seller's lead (issue 47): a home in Irvine, with the homes like it the site showed (the shared
 * fixtures' Irvine homes with 3 to 5 bedrooms and 2,240 to 3,360 sq ft, closest in area first).
 */
export const sellerLead: SellerEmailLead = {
  ...fullFormLead,
  kind: 'seller',
  form: null,
  name: 'Grace Whitaker',
  email: 'grace.whitaker@example.com',
  phone: '(949) 555-0124',
  address: '18 Sandpiper Lane, Irvine, CA 92618',
  message: null,
  propertyInterest: null,
  howDidYouHear: null,
  page: '/sell',
  home: {
    street: '18 Sandpiper Lane',
    city: 'irvine',
    cityName: 'Irvine',
    zip: '92618',
    propertyType: 'single-family',
    bedrooms: 4,
    bathrooms: 2.5,
    livingArea: 2800,
    condition: 'needs-updates',
    timeline: '3-to-6-months',
    comparables: ['pcr-1004', 'pcr-1003', 'pcr-1005'].map(comparable),
  },
};

/** A small condo in Irvine: the site lists no home like it, so the visitor was shown none. */
export const sellerLeadWithoutComparables: SellerEmailLead = {
  ...sellerLead,
  home: {
    ...sellerLead.home,
    propertyType: 'condo',
    bedrooms: 1,
    bathrooms: 1,
    livingArea: 720,
    condition: 'move-in-ready',
    timeline: 'just-curious',
    comparables: [],
  },
};

/** The same home sent from the Spanish page by the Spanish lead's visitor: the agency's e-mail stays in English. */
export const spanishSellerLead: SellerEmailLead = {
  ...sellerLead,
  name: spanishLead.name,
  email: spanishLead.email,
  phone: spanishLead.phone,
  page: '/es/sell',
  language: 'es',
};
