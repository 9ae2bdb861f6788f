import { describe, expect, it } from 'vitest';
import type { Property } from '@pcr/contracts';
import { findProperty } from '@pcr/content';
import { storyContext, storySiteUrl } from '../../../stories-support/email-stories.js';
import type { AlertHome, LeadEmail } from '../render.js';
import { renderLeadEmail } from '../render.js';

function fixture(id: string): Property {
  const property = findProperty(id);
  if (!property) throw new Error(`fixtures: no home ${id}`);
  return property;
}

const links = { manageUrl: `${storySiteUrl}/alerts/manage?lead=1&token=m`, unsubscribeUrl: `${storySiteUrl}/alerts/stop?alert=1&token=t` };
const home = (id: string, change: AlertHome['change']): AlertHome => ({ property: fixture(id), change, url: `${storySiteUrl}/properties/${id}` });
const homeAlert = (homes: AlertHome[], language: 'en' | 'es' = 'en'): LeadEmail => ({
  template: 'alert-digest',
  topic: { kind: 'home', title: 'Great Park Modern Farmhouse', url: `${storySiteUrl}/properties/pcr-1004` },
  frequency: 'weekly',
  homes,
  ...links,
  dataAsOf: '2026-07-06T14:00:00.000Z',
  language,
});

describe('AlertDigestEmail', () => {
  it('counts the homes of a search in its subject, one in the singular', async () => {
    const one = await renderLeadEmail(
      { template: 'alert-digest', topic: { kind: 'search', search: {} }, frequency: 'daily', homes: [home('pcr-1003', { kind: 'new' })], ...links, dataAsOf: '2026-07-06T14:00:00.000Z', language: 'en' },
      storyContext,
    );
    expect(one.subject).toBe('1 home for your search');
    expect(one.text).toContain('New and changed homes for your search: All homes for sale');
    const spanish = await renderLeadEmail(
      { template: 'alert-digest', topic: { kind: 'search', search: {} }, frequency: 'daily', homes: [home('pcr-1003', { kind: 'new' }), home('pcr-1004', { kind: 'new' })], ...links, dataAsOf: '2026-07-06T14:00:00.000Z', language: 'es' },
      storyContext,
    );
    expect(spanish.subject).toBe('2 casas para su búsqueda');
  });

  it('names a home\'s one change and the home in the subject, the price cut with its amount on the card', async () => {
    const cut = homeAlert([home('pcr-1004', { kind: 'price_drop', previousPrice: 1_750_000 })]);
    const { subject, text } = await renderLeadEmail(cut, storyContext);
    expect(subject).toBe('Price cut: Great Park Modern Farmhouse');
    expect(text).toContain('Price cut $61,000');
    expect(text).toContain('How often: Once a week, on Mondays around 7 a.m. Pacific time.');
    // Summer: Pacific daylight time.
    expect(text).toContain('Prices and statuses as of July 6, 2026 at 7:00 AM PDT.');
    const spanish = await renderLeadEmail(homeAlert([home('pcr-1004', { kind: 'sold' })], 'es'), storyContext);
    expect(spanish.subject).toBe('Vendida: Great Park Modern Farmhouse');
    expect(spanish.text).toContain('Precios y estados al 6 de julio de 2026, 7:00 a. m. PDT.');
  });

  it('says "updates" for a home with several changes, and a price cut without its former price without an amount', async () => {
    const { subject, text } = await renderLeadEmail(homeAlert([home('pcr-1004', { kind: 'price_drop' }), home('pcr-1004', { kind: 'pending' })]), storyContext);
    expect(subject).toBe('Updates on Great Park Modern Farmhouse');
    expect(text).toMatch(/^Price cut$/m);
  });

  it('shows a photo from the site by its absolute address, and neither an office nor a disclaimer for a home that is no MLS\'s', async () => {
    const { html, text } = await renderLeadEmail(homeAlert([home('pcr-1004', { kind: 'back_on_market' })]), storyContext);
    expect(html).toContain(`src="${storySiteUrl}/images/properties/pcr-1004.svg"`);
    expect(html).toContain('alt="Great Park Modern Farmhouse"');
    expect(text).not.toContain('Listing courtesy of');
    expect(text).not.toContain('Listing data last updated');
    // The photo's link is left out of the plain-text part: the title's link is the home's one address there.
    expect(text.split(`${storySiteUrl}/properties/pcr-1004`)).toHaveLength(2);
  });

  it('shows one disclaimer per MLS, with the older time of the homes that carry it', async () => {
    const disclaimer = 'Listing information is deemed reliable but is not guaranteed.';
    const withAttribution = (id: string, dataUpdatedAt: string): AlertHome => ({
      ...home(id, { kind: 'new' }),
      property: { ...fixture(id), listOfficeName: 'Coastal Homes', attribution: { disclaimer, dataUpdatedAt } },
    });
    const { text } = await renderLeadEmail(
      homeAlert([withAttribution('pcr-1003', '2026-11-24T18:30:00.000Z'), withAttribution('pcr-1004', '2026-11-24T18:00:00.000Z')]),
      storyContext,
    );
    expect(text.split(disclaimer)).toHaveLength(2);
    expect(text).toContain(`${disclaimer} Listing data last updated November 24, 2026 at 10:00 AM PST.`);
    expect(text.split('Listing courtesy of Coastal Homes')).toHaveLength(3);
  });
});
