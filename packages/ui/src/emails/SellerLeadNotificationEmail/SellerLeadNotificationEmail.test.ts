import { describe, expect, it } from 'vitest';
import {
  sellerLead,
  sellerLeadWithoutComparables,
  spanishSellerLead,
  storyContext,
} from '../../../stories-support/email-stories.js';
import { renderLeadEmail } from '../render.js';

describe('SellerLeadNotificationEmail', () => {
  it('names the home in the subject and shows the contact, the home and the 24-hour promise in both parts', async () => {
    const { subject, html, text } = await renderLeadEmail(
      { template: 'seller-notification', lead: sellerLead },
      storyContext,
    );
    expect(subject).toBe('New seller lead: 4 bd single-family home in Irvine');
    expect(html).toContain('lang="en-US"');
    for (const part of [html, text]) {
      expect(part).toContain('Reply to this e-mail to answer Grace Whitaker directly.');
      expect(part).toContain('The site promised a comparative market analysis (CMA) of this home within 24 hours.');
      expect(part).toContain('grace.whitaker@example.com');
      expect(part).toContain('(949) 555-0124');
      expect(part).toContain('18 Sandpiper Lane, Irvine, CA 92618');
      expect(part).toContain('Single-family home · 4 beds · 2.5 baths · 2,800 sq ft');
      expect(part).toContain('Needs some updates');
      expect(part).toContain('In 3 to 6 months');
      expect(part).toContain('https://www.pacificcrestrealty.example/sell');
      expect(part).toContain('Apr 14, 2025, 9:32 AM (Pacific time)');
    }
    expect(html).toContain('href="mailto:grace.whitaker@example.com"');
  });

  it('lists the homes like it the visitor was shown, each linked to its page on the site, with price, facts and status', async () => {
    const { html, text } = await renderLeadEmail({ template: 'seller-notification', lead: sellerLead }, storyContext);
    expect(html).toMatch(
      /<a href="https:\/\/www\.pacificcrestrealty\.example\/properties\/pcr-1004"[^>]*>Great Park Modern Farmhouse<\/a>/,
    );
    expect(html).toContain('Homes like it the visitor was shown</h2>');
    // The plain-text part writes a heading in capitals.
    expect(text).toContain('HOMES LIKE IT THE VISITOR WAS SHOWN');
    expect(text).toContain(
      'Great Park Modern Farmhouse https://www.pacificcrestrealty.example/properties/pcr-1004\n\n$1,689,000 · 4 beds · 3.5 baths · 2,780 sq ft · For Sale',
    );
    expect(text).toContain(
      'Woodbridge Lakeside Retreat https://www.pacificcrestrealty.example/properties/pcr-1003\n\n$1,425,000 · 4 beds · 3 baths · 2,310 sq ft · New Listing',
    );
    expect(text).toContain(
      'Turtle Rock Contemporary with Canyon Views https://www.pacificcrestrealty.example/properties/pcr-1005\n\n$2,150,000 · 5 beds · 4 baths · 3,340 sq ft · Pending',
    );
    expect(text).not.toContain('None: ');
  });

  it('says so when the visitor was shown no homes like theirs', async () => {
    const { subject, text } = await renderLeadEmail(
      { template: 'seller-notification', lead: sellerLeadWithoutComparables },
      storyContext,
    );
    expect(subject).toBe('New seller lead: 1 bd condo in Irvine');
    expect(text).toContain('Condo · 1 bed · 1 bath · 720 sq ft');
    expect(text).toContain(
      'None: the site lists no home in Irvine with bedrooms within 1 and living area within 20% of this one.',
    );
    expect(text).not.toContain('/properties/');
  });

  it('stays in English for a Spanish lead, its subject flagged "prefers Spanish" and the language shown', async () => {
    const { subject, html, text } = await renderLeadEmail(
      { template: 'seller-notification', lead: spanishSellerLead },
      storyContext,
    );
    expect(subject).toBe('New seller lead: 4 bd single-family home in Irvine (prefers Spanish)');
    expect(html).toContain('lang="en-US"');
    expect(text).toContain('Spanish: sent from the Spanish site. Please reply in Spanish.');
    expect(text).toContain('https://www.pacificcrestrealty.example/es/sell');
    // The homes' pages on the English site: the agency reads English.
    expect(text).toContain('https://www.pacificcrestrealty.example/properties/pcr-1004');
  });

  it('names a home without bedrooms a studio, and escapes markup typed into the street', async () => {
    const lead = {
      ...sellerLead,
      home: { ...sellerLead.home, propertyType: 'condo' as const, bedrooms: 0, street: '<b>1</b> Main St' },
    };
    const { subject, html, text } = await renderLeadEmail({ template: 'seller-notification', lead }, storyContext);
    expect(subject).toBe('New seller lead: studio condo in Irvine');
    expect(text).toContain('Condo · 0 beds · 2.5 baths · 2,800 sq ft');
    expect(text).toContain('<b>1</b> Main St, Irvine, CA 92618');
    expect(html).toContain('&lt;b&gt;1&lt;/b&gt; Main St');
  });
});
