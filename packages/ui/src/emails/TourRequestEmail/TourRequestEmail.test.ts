import { describe, expect, it } from 'vitest';
import { storyContext, storySiteUrl } from '../../../stories-support/email-stories.js';
import { renderLeadEmail, type EmailTour } from '../render.js';
import { storyTour } from '../../../stories-support/tour-stories.js';

const tour: EmailTour = { ...storyTour, mode: 'video' };
const cancelUrl = `${storySiteUrl}/tours/t-1?side=visitor&action=cancel&until=1797000000&sig=example`;

describe('TourRequestEmail', () => {
  it('says plainly it is a request, not a booking, and lists the home and the times, in both parts', async () => {
    const { subject, html, text } = await renderLeadEmail({ template: 'tour-request', language: 'en', tour, cancelUrl }, storyContext);
    expect(subject).toBe('Pacific Crest Realty: we received your tour request');
    expect(html).toContain('lang="en-US"');
    for (const part of [html, text]) {
      expect(part).toContain(part === html ? 'We received your tour request</h1>' : 'WE RECEIVED YOUR TOUR REQUEST');
      expect(part).toContain(
        'This is a request, not a booking yet: an agent will confirm one of your times or propose another, within 24 hours.',
      );
      expect(part).toContain('Woodbridge Lakeside Retreat');
      expect(part).toContain('Woodbridge, Irvine, CA');
      expect(part).toContain('By video');
      expect(part).toContain('Your preferred times');
      expect(part).toContain('Saturday, December 5, 10:00 AM – 11:00 AM PST');
      expect(part).toContain('Monday, December 7, 2:00 PM – 3:00 PM PST');
      expect(part).toContain('Changed your mind?');
    }
    expect(html).toContain(`href="${cancelUrl.replaceAll('&', '&amp;')}"`);
    expect(text).toContain(`See or cancel your request ${cancelUrl}`);
    expect(text).toContain(`Woodbridge Lakeside Retreat ${storySiteUrl}/properties/pcr-1003`);
  });

  it('names the agent who answers it, in both languages', async () => {
    const english = await renderLeadEmail({ template: 'tour-request', language: 'en', tour, agentName: 'Sofia Alvarez', cancelUrl }, storyContext);
    const spanish = await renderLeadEmail({ template: 'tour-request', language: 'es', tour, agentName: 'Sofia Alvarez', cancelUrl }, storyContext);
    expect(english.text).toContain('This is a request, not a booking yet: Sofia Alvarez will confirm one of your times or propose another, within 24 hours.');
    expect(spanish.text).toContain('Esto es una solicitud, todavía no una cita: Sofia Alvarez confirmará uno de sus horarios o le propondrá otro, en menos de 24 horas.');
  });

  it('comes in Spanish for a request sent from the Spanish page, the home linked to its Spanish page', async () => {
    const { subject, html, text } = await renderLeadEmail({ template: 'tour-request', language: 'es', tour, cancelUrl }, storyContext);
    expect(subject).toBe('Pacific Crest Realty: recibimos su solicitud de visita');
    expect(html).toContain('lang="es-US"');
    for (const part of [html, text]) {
      expect(part).toContain(part === html ? 'Recibimos su solicitud de visita</h1>' : 'RECIBIMOS SU SOLICITUD DE VISITA');
      expect(part).toContain('Esto es una solicitud, todavía no una cita: un agente confirmará uno de sus horarios o le propondrá otro, en menos de 24 horas.');
      expect(part).toContain('Sus horarios preferidos');
      expect(part).toContain('sábado, 5 de diciembre, de 10:00 a. m. a 11:00 a. m. PST');
      expect(part).toContain('lunes, 7 de diciembre, de 2:00 p. m. a 3:00 p. m. PST');
      expect(part).toContain('Por video');
      expect(part).toContain('¿Cambió de opinión?');
      expect(part).not.toContain('Hello');
    }
    expect(text).toContain(`Ver o cancelar su solicitud ${cancelUrl}`);
    expect(html).toContain(`href="${storySiteUrl}/es/properties/pcr-1003"`);
  });

  it('repeats nothing the visitor typed: the e-mail takes only our data', async () => {
    // The template takes no lead at all; its texts greet without a name.
    const { html, text } = await renderLeadEmail({ template: 'tour-request', language: 'en', tour, cancelUrl }, storyContext);
    for (const part of [html, text]) {
      expect(part).toContain('Hello,');
      expect(part).not.toContain('Maya');
    }
  });
});
