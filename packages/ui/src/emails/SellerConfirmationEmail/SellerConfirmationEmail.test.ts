import { describe, expect, it } from 'vitest';
import { storyContext } from '../../../stories-support/email-stories.js';
import { renderLeadEmail } from '../render.js';

describe('SellerConfirmationEmail', () => {
  it('says what happens next: an agent’s market analysis within 24 hours, a reply or a call meanwhile, in both parts', async () => {
    const { subject, html, text } = await renderLeadEmail(
      { template: 'seller-confirmation', language: 'en' },
      storyContext,
    );
    expect(subject).toBe("Pacific Crest Realty: your home's market analysis is on its way");
    expect(html).toContain('lang="en-US"');
    for (const part of [html, text]) {
      expect(part).toContain('Hello,');
      expect(part).toContain(
        'An agent of Pacific Crest Realty who knows your area is preparing a comparative market analysis (CMA) of your home: the price range they would list it at, and why. You will have it by e-mail within 24 hours.',
      );
      expect(part).toContain('Any question before then? Reply to this e-mail or call us at');
      expect(part).toContain('(949) 555-0148');
      expect(part).toContain(
        'You received this e-mail because this address was entered in a form at https://www.pacificcrestrealty.example.',
      );
    }
    expect(html).toContain('href="tel:+19495550148"');
  });

  it('comes in Spanish for a request sent from the Spanish page', async () => {
    const { subject, html, text } = await renderLeadEmail(
      { template: 'seller-confirmation', language: 'es' },
      storyContext,
    );
    expect(subject).toBe('Pacific Crest Realty: el análisis de mercado de su casa está en camino');
    expect(html).toContain('lang="es-US"');
    for (const part of [html, text]) {
      expect(part).toContain('Hola:');
      expect(part).toContain('Gracias por preguntarnos cuánto vale su casa.');
      expect(part).toContain(
        'Un agente de Pacific Crest Realty que conoce su zona está preparando un análisis comparativo de mercado (CMA) de su casa: el rango de precios en que la ofrecería, y por qué. Lo recibirá por correo electrónico en menos de 24 horas.',
      );
      expect(part).toContain('¿Tiene alguna pregunta mientras tanto? Responda a este correo o llámenos al');
      expect(part).not.toContain('Thank you');
    }
  });

  it('names the agent the lead was assigned to, in both languages (issue 47, section 3)', async () => {
    const english = await renderLeadEmail({ template: 'seller-confirmation', language: 'en', agentName: 'Sofia Alvarez' }, storyContext);
    const spanish = await renderLeadEmail({ template: 'seller-confirmation', language: 'es', agentName: 'Sofia Alvarez' }, storyContext);
    for (const part of [english.html, english.text]) expect(part).toContain('Sofia Alvarez, an agent who knows your area, is preparing a comparative market analysis (CMA) of your home');
    for (const part of [spanish.html, spanish.text]) expect(part).toContain('Sofia Alvarez, agente que conoce su zona, está preparando un análisis comparativo de mercado (CMA) de su casa');
  });
});
