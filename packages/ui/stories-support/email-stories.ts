import { defaultSiteIdentity } from '@pcr/contracts';
import { expect, within } from 'storybook/test';
import type { EmailLead } from '../src/emails/LeadNotificationEmail/LeadNotificationEmail.js';
import { renderLeadEmail, type LeadEmail, type RenderedEmail } from '../src/emails/render.js';

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
