import { describe, expect, it } from 'vitest';
import { fullFormLead, spanishLead, storyContext, storySiteUrl } from '../../../stories-support/email-stories.js';
import { renderLeadEmail, type EmailLead, type EmailTour, type LeadEmail } from '../render.js';
import { storyTour } from '../../../stories-support/tour-stories.js';

const tour: EmailTour = { ...storyTour, times: ['2026-12-05T18:00:00.000Z', '2026-12-07T22:00:00.000Z', '2026-12-08T01:00:00.000Z'] };
const lead: EmailLead = {
  ...fullFormLead,
  kind: 'tour',
  form: null,
  message: 'We have two dogs: is the yard fenced?',
  propertyInterest: null,
  howDidYouHear: null,
  page: '/properties/pcr-1003/tour',
};
const link = (action: string) => `${storySiteUrl}/tours/t-1?side=agent&action=${action}&until=1797000000&sig=example`;
const notification = (lead: EmailLead): LeadEmail => ({
  template: 'tour-notification',
  lead,
  tour,
  confirmUrl: link('confirm'),
  proposeUrl: link('propose'),
  cancelUrl: link('cancel'),
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An <a> to `href` (as HTML writes it) whose content reads `label`, a button's spans around it or not. */
const linkTo = (href: string, label: string) => new RegExp(`<a href="${escaped(href.replaceAll('&', '&amp;'))}"[^>]*>(?:(?!</a>).)*${escaped(label)}`, 's');

describe('TourNotificationEmail', () => {
  it('names the home and the visitor in the subject, and shows the contact, the message, the home, how and the times', async () => {
    const { subject, html, text } = await renderLeadEmail(notification(lead), storyContext);
    expect(subject).toBe('Tour request: Woodbridge Lakeside Retreat — Maya Chen');
    expect(html).toContain('lang="en-US"');
    for (const part of [html, text]) {
      expect(part).toContain('Reply to this e-mail to answer Maya Chen directly.');
      expect(part).toContain('confirm one of their times or propose another within 24 hours.');
      expect(part).toContain('maya.chen@example.com');
      expect(part).toContain('(949) 555-0101');
      expect(part).toContain('We have two dogs: is the yard fenced?');
      expect(part).toContain('Woodbridge Lakeside Retreat');
      expect(part).toContain('Woodbridge, Irvine, CA');
      expect(part).toContain('In person');
      expect(part).toContain('Preferred times');
      expect(part).toContain('Saturday, December 5, 10:00 AM – 11:00 AM PST');
      expect(part).toContain('Monday, December 7, 2:00 PM – 3:00 PM PST');
      expect(part).toContain('Monday, December 7, 5:00 PM – 6:00 PM PST');
      expect(part).toContain(`${storySiteUrl}/properties/pcr-1003/tour`);
      expect(part).toContain('These links act in your name for 15 days: please do not forward this e-mail.');
    }
    expect(html).toMatch(/<a href="https:\/\/www\.pacificcrestrealty\.example\/properties\/pcr-1003"[^>]*>Woodbridge Lakeside Retreat<\/a>/);
  });

  it('links to confirm a time, propose another, and decline, each with its signed link', async () => {
    const { html, text } = await renderLeadEmail(notification(lead), storyContext);
    for (const [label, action] of [['Confirm a time', 'confirm'], ['Propose another time', 'propose'], ['Decline or cancel', 'cancel']] as const) {
      expect(html).toMatch(linkTo(link(action), label));
      expect(text).toContain(`${label} ${link(action)}`);
    }
  });

  it('stays in English for a Spanish-speaking visitor, its subject flagged "prefers Spanish"', async () => {
    const { subject, html, text } = await renderLeadEmail(
      notification({ ...spanishLead, kind: 'tour', form: null, address: null, page: '/es/properties/pcr-1003/tour' }),
      storyContext,
    );
    expect(subject).toBe('Tour request: Woodbridge Lakeside Retreat — Lucía Hernández (prefers Spanish)');
    expect(html).toContain('lang="en-US"');
    expect(text).toContain('Spanish: sent from the Spanish site. Please reply in Spanish.');
    expect(text).toContain('In person');
  });
});
