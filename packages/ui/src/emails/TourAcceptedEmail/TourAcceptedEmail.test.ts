import { describe, expect, it } from 'vitest';
import { storyContext, storySiteUrl } from '../../../stories-support/email-stories.js';
import { renderLeadEmail, type EmailTour, type LeadEmail } from '../render.js';
import { storyTour } from '../../../stories-support/tour-stories.js';

const tour: EmailTour = { ...storyTour, mode: 'video', times: ['2026-12-05T18:00:00.000Z'] };
const accepted = (language: 'en' | 'es' = 'en'): LeadEmail => ({
  template: 'tour-accepted',
  visitor: { name: 'Maya Chen', email: 'maya@example.com', phone: null, language },
  tour,
  startsAt: '2026-12-08T19:00:00.000Z',
  cancelUrl: `${storySiteUrl}/tours/t-1?side=agent&action=cancel&until=1&sig=x`,
});

describe('TourAcceptedEmail', () => {
  it('tells the agent which visitor accepted which time, that the invitation went, and links the cancellation', async () => {
    const { subject, html, text } = await renderLeadEmail(accepted(), storyContext);
    expect(subject).toBe('Tour confirmed: Woodbridge Lakeside Retreat — Maya Chen');
    for (const part of [html, text]) {
      expect(part).toContain(part === html ? 'Maya Chen accepted the time you proposed</h1>' : 'MAYA CHEN ACCEPTED THE TIME YOU PROPOSED');
      expect(part).toContain('The tour is confirmed, and the visitor received a calendar invitation. Reply to this e-mail to write to them.');
      expect(part).toContain('Tuesday, December 8, 11:00 AM – 12:00 PM PST');
      expect(part).toContain('By video');
    }
    expect(text).toContain(`Cancel the tour ${storySiteUrl}/tours/t-1?side=agent&action=cancel&until=1&sig=x`);
  });

  it('flags a visitor who asked from the Spanish page, in English', async () => {
    const { subject, text } = await renderLeadEmail(accepted('es'), storyContext);
    expect(subject).toBe('Tour confirmed: Woodbridge Lakeside Retreat — Maya Chen (prefers Spanish)');
    expect(text).toContain('When');
  });
});
