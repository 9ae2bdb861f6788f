import { describe, expect, it } from 'vitest';
import { storyContext } from '../../../stories-support/email-stories.js';
import { renderLeadEmail } from '../render.js';

describe('ContactConfirmationEmail', () => {
  it('confirms with the spec texts, the 24-hour promise and the phone, in both parts', async () => {
    const { subject, html, text } = await renderLeadEmail({ template: 'contact-confirmation', language: 'en' }, storyContext);
    expect(subject).toBe('Pacific Crest Realty: we received your message');
    for (const part of [html, text]) {
      expect(part).toContain('Thank you for contacting us. An agent will be in touch shortly.');
      expect(part).toContain('We reply within 24 hours.');
      expect(part).toContain('(949) 555-0148');
    }
    expect(html).toContain('href="tel:+19495550148"');
    expect(html).toContain('lang="en-US"');
  });

  it('comes in Spanish for a lead sent from a Spanish page, the spec texts in the forms\' Spanish', async () => {
    const { subject, html, text } = await renderLeadEmail({ template: 'contact-confirmation', language: 'es' }, storyContext);
    expect(subject).toBe('Pacific Crest Realty: recibimos su mensaje');
    expect(html).toContain('lang="es-US"');
    expect(html).toContain('¡Mensaje enviado!');
    for (const part of [html, text]) {
      expect(part).toContain('Hola:');
      expect(part).toContain('Gracias por escribirnos. Un agente se comunicará con usted en breve.');
      expect(part).toContain('Le respondemos en menos de 24 horas.');
      expect(part).toContain('Recibió este correo porque alguien escribió esta dirección en un formulario de https://www.pacificcrestrealty.example.');
      expect(part).not.toContain('Thank you');
    }
  });

  it('names the agent the lead was assigned to, in both languages (issue 47, section 3)', async () => {
    const english = await renderLeadEmail({ template: 'contact-confirmation', language: 'en', agentName: 'Sofia Alvarez' }, storyContext);
    const spanish = await renderLeadEmail({ template: 'contact-confirmation', language: 'es', agentName: 'Sofia Alvarez' }, storyContext);
    for (const part of [english.html, english.text]) expect(part).toContain('Sofia Alvarez will reply within 24 hours.');
    for (const part of [spanish.html, spanish.text]) expect(part).toContain('Sofia Alvarez le responderá en menos de 24 horas.');
  });
});
