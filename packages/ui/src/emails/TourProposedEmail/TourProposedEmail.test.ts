import { describe, expect, it } from 'vitest';
import { storyContext, storySiteUrl } from '../../../stories-support/email-stories.js';
import { renderLeadEmail, type EmailTour, type LeadEmail } from '../render.js';
import { storyTour } from '../../../stories-support/tour-stories.js';

const tour: EmailTour = { ...storyTour, mode: 'video' };
const link = (action: string) => `${storySiteUrl}/tours/t-1?side=visitor&action=${action}&until=1797000000&sig=example`;
// Tuesday December 8, 2026, 11:30 AM (Pacific).
const proposed = (language: 'en' | 'es', agentName?: string): LeadEmail => ({
  template: 'tour-proposed',
  language,
  tour,
  proposedAt: '2026-12-08T19:30:00.000Z',
  ...(agentName ? { agentName } : {}),
  acceptUrl: link('accept'),
  cancelUrl: link('cancel'),
});

describe('TourProposedEmail', () => {
  it('shows the proposed time, says it is not confirmed until accepted, and links to accept or cancel', async () => {
    const { subject, html, text } = await renderLeadEmail(proposed('en', 'Sofia Alvarez'), storyContext);
    expect(subject).toBe('Pacific Crest Realty: another time for your tour');
    expect(html).toContain('lang="en-US"');
    for (const part of [html, text]) {
      expect(part).toContain(part === html ? 'Sofia Alvarez proposes another time</h1>' : 'SOFIA ALVAREZ PROPOSES ANOTHER TIME');
      expect(part).toContain('Instead of the times you asked for, your tour could be at this time:');
      expect(part).toContain('Tuesday, December 8, 11:30 AM – 12:30 PM PST');
      expect(part).not.toContain('Saturday, December 5');
      expect(part).toContain('Woodbridge Lakeside Retreat');
      expect(part).toContain('By video');
      expect(part).toContain('The tour is not confirmed until you accept this time.');
      expect(part).toContain('Does it not suit you?');
    }
    expect(html).toContain(`href="${link('accept').replaceAll('&', '&amp;')}"`);
    expect(text).toContain(`Accept this time ${link('accept')}`);
    expect(text).toContain(`Cancel the request ${link('cancel')}`);
  });

  it('says "your agent" without a name', async () => {
    const { html } = await renderLeadEmail(proposed('en'), storyContext);
    expect(html).toContain('Your agent proposes another time</h1>');
  });

  it('comes in Spanish for a request sent from the Spanish page', async () => {
    const { subject, html, text } = await renderLeadEmail(proposed('es', 'Sofia Alvarez'), storyContext);
    expect(subject).toBe('Pacific Crest Realty: otro horario para su visita');
    expect(html).toContain('lang="es-US"');
    for (const part of [html, text]) {
      expect(part).toContain(part === html ? 'Sofia Alvarez le propone otro horario</h1>' : 'SOFIA ALVAREZ LE PROPONE OTRO HORARIO');
      expect(part).toContain('En lugar de los horarios que pidió, su visita podría ser a esta hora:');
      expect(part).toContain('martes, 8 de diciembre, de 11:30 a. m. a 12:30 p. m. PST');
      expect(part).toContain('La visita no está confirmada hasta que usted acepte este horario.');
      expect(part).toContain('¿No le conviene?');
    }
    expect(text).toContain(`Aceptar este horario ${link('accept')}`);
    expect(text).toContain(`Cancelar la solicitud ${link('cancel')}`);
  });
});
