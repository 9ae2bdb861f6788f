import { describe, expect, it } from 'vitest';
import { storyContext, storySiteUrl } from '../../../stories-support/email-stories.js';
import { renderLeadEmail, type EmailTour, type LeadEmail } from '../render.js';
import { storyTour } from '../../../stories-support/tour-stories.js';

const tour: EmailTour = storyTour;
const startsAt = '2026-12-05T18:00:00.000Z';
const cancelled = (email: Partial<Extract<LeadEmail, { template: 'tour-cancelled' }>>): LeadEmail => ({
  template: 'tour-cancelled',
  audience: 'visitor',
  language: 'en',
  tour,
  cancelledBy: 'agent',
  visitorName: 'Maya Chen',
  ...email,
});

describe('TourCancelledEmail', () => {
  it("tells the visitor the agent cancelled, with the time, the home's page and the contact page", async () => {
    const { subject, html, text } = await renderLeadEmail(cancelled({ startsAt }), storyContext);
    expect(subject).toBe('Pacific Crest Realty: your tour is cancelled');
    expect(html).toContain('lang="en-US"');
    for (const part of [html, text]) {
      expect(part).toContain(part === html ? 'Your tour is cancelled</h1>' : 'YOUR TOUR IS CANCELLED');
      expect(part).toContain('We are sorry: your agent had to cancel this tour.');
      expect(part).toContain('Saturday, December 5, 10:00 AM – 11:00 AM PST');
      expect(part).toContain('Woodbridge Lakeside Retreat');
      expect(part).toContain('Would you like to see the home at another time, or another home?');
      // The visitor's e-mail repeats nothing they typed, not even the name the server passes for the agent's.
      expect(part).not.toContain('Maya Chen');
    }
    expect(text).toContain(`See the home ${storySiteUrl}/properties/pcr-1003`);
    expect(text).toContain(`Contact us ${storySiteUrl}/contact`);
  });

  it('says "as you asked" when the visitor cancelled, and shows the times of a request never confirmed', async () => {
    const { text } = await renderLeadEmail(cancelled({ cancelledBy: 'visitor' }), storyContext);
    expect(text).toContain('As you asked, we cancelled this tour.');
    expect(text).toContain('Your preferred times');
    expect(text).toContain('Monday, December 7, 2:00 PM – 3:00 PM PST');
  });

  it("comes in Spanish for a visitor who asked from the Spanish page, the links to the Spanish pages", async () => {
    const { subject, html, text } = await renderLeadEmail(cancelled({ language: 'es', startsAt }), storyContext);
    expect(subject).toBe('Pacific Crest Realty: su visita está cancelada');
    expect(html).toContain('lang="es-US"');
    for (const part of [html, text]) {
      expect(part).toContain(part === html ? 'Su visita está cancelada</h1>' : 'SU VISITA ESTÁ CANCELADA');
      expect(part).toContain('Lo sentimos: su agente tuvo que cancelar esta visita.');
      expect(part).toContain('sábado, 5 de diciembre, de 10:00 a. m. a 11:00 a. m. PST');
      expect(part).toContain('¿Le gustaría ver la casa en otro horario, o ver otra casa?');
      expect(part).not.toContain('Maya Chen');
    }
    expect(text).toContain(`Ver la casa ${storySiteUrl}/es/properties/pcr-1003`);
    expect(text).toContain(`Contáctenos ${storySiteUrl}/es/contact`);
    const byVisitor = await renderLeadEmail(cancelled({ language: 'es', cancelledBy: 'visitor' }), storyContext);
    expect(byVisitor.text).toContain('Como lo pidió, cancelamos esta visita.');
  });

  it('tells the agent, in English, which visitor cancelled which tour and when it was', async () => {
    const { subject, html, text } = await renderLeadEmail(cancelled({ audience: 'agent', cancelledBy: 'visitor', startsAt }), storyContext);
    expect(subject).toBe('Tour cancelled: Woodbridge Lakeside Retreat — Maya Chen');
    expect(html).toContain('lang="en-US"');
    for (const part of [html, text]) {
      expect(part).toContain(part === html ? 'Maya Chen cancelled the tour of Woodbridge Lakeside Retreat</h1>' : 'MAYA CHEN CANCELLED THE TOUR OF WOODBRIDGE LAKESIDE RETREAT');
      expect(part).toContain('Saturday, December 5, 10:00 AM – 11:00 AM PST');
      expect(part).toContain('In person');
    }
    const spanishVisitor = await renderLeadEmail(cancelled({ audience: 'agent', cancelledBy: 'visitor', language: 'es' }), storyContext);
    expect(spanishVisitor.subject).toBe('Tour cancelled: Woodbridge Lakeside Retreat — Maya Chen (prefers Spanish)');
    expect(spanishVisitor.html).toContain('lang="en-US"');
    expect(spanishVisitor.text).toContain('Preferred times');
  });
});
