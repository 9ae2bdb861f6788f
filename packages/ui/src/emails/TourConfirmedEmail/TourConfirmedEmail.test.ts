import { describe, expect, it } from 'vitest';
import { storyContext, storySiteUrl } from '../../../stories-support/email-stories.js';
import { renderLeadEmail, type EmailTour, type LeadEmail } from '../render.js';
import { storyTour } from '../../../stories-support/tour-stories.js';

const tour: EmailTour = storyTour;
const cancelUrl = `${storySiteUrl}/tours/t-1?side=visitor&action=cancel&until=1797000000&sig=example`;
// Monday December 7, 2026, 2 PM (Pacific): the visitor's second time.
const confirmed = (language: 'en' | 'es', agentName?: string): LeadEmail => ({
  template: 'tour-confirmed',
  language,
  tour,
  startsAt: '2026-12-07T22:00:00.000Z',
  ...(agentName ? { agentName } : {}),
  cancelUrl,
});

describe('TourConfirmedEmail', () => {
  it('says the tour is confirmed, when, where, how and with whom, and that the invitation is attached', async () => {
    const { subject, html, text } = await renderLeadEmail(confirmed('en', 'Sofia Alvarez'), storyContext);
    expect(subject).toBe('Pacific Crest Realty: your tour is confirmed');
    expect(html).toContain('lang="en-US"');
    for (const part of [html, text]) {
      expect(part).toContain(part === html ? 'Your tour is confirmed</h1>' : 'YOUR TOUR IS CONFIRMED');
      expect(part).toContain('Sofia Alvarez confirmed your tour:');
      expect(part).toContain('Monday, December 7, 2:00 PM – 3:00 PM PST');
      expect(part).not.toContain('Saturday, December 5');
      expect(part).toContain('Woodbridge Lakeside Retreat');
      expect(part).toContain('In person');
      expect(part).toContain('Your agent');
      expect(part).toContain('The calendar invitation is attached to this e-mail: open it to add the tour to your calendar.');
      expect(part).toContain('Can no longer make it? Please let us know:');
    }
    expect(html).toContain(`href="${cancelUrl.replaceAll('&', '&amp;')}"`);
    expect(text).toContain(`Cancel the tour ${cancelUrl}`);
  });

  it('says "we" without an agent, and names no agent', async () => {
    const { text } = await renderLeadEmail(confirmed('en'), storyContext);
    expect(text).toContain('We confirmed your tour:');
    expect(text).not.toContain('Your agent');
  });

  it('comes in Spanish for a request sent from the Spanish page', async () => {
    const { subject, html, text } = await renderLeadEmail(confirmed('es', 'Sofia Alvarez'), storyContext);
    expect(subject).toBe('Pacific Crest Realty: su visita está confirmada');
    expect(html).toContain('lang="es-US"');
    for (const part of [html, text]) {
      expect(part).toContain(part === html ? 'Su visita está confirmada</h1>' : 'SU VISITA ESTÁ CONFIRMADA');
      expect(part).toContain('Sofia Alvarez confirmó su visita:');
      expect(part).toContain('lunes, 7 de diciembre, de 2:00 p. m. a 3:00 p. m. PST');
      expect(part).toContain('En persona');
      expect(part).toContain('Su agente');
      expect(part).toContain('La invitación de calendario va adjunta a este correo: ábrala para agregar la visita a su calendario.');
      expect(part).toContain('¿Ya no puede asistir? Avísenos:');
    }
    expect(text).toContain(`Cancelar la visita ${cancelUrl}`);
  });
});
