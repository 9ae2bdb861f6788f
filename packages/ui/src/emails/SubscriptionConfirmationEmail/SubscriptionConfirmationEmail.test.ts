import { describe, expect, it } from 'vitest';
import { storyContext } from '../../../stories-support/email-stories.js';
import { renderLeadEmail } from '../render.js';

describe('SubscriptionConfirmationEmail', () => {
  it('confirms the interest and carries the unsubscribe link in both parts', async () => {
    const unsubscribeUrl = 'https://www.pacificcrestrealty.example/unsubscribe?lead=1&token=t';
    const { subject, html, text } = await renderLeadEmail(
      { template: 'subscription-confirmation', interest: 'Market updates', unsubscribeUrl, language: 'en' },
      storyContext,
    );
    expect(subject).toBe('Pacific Crest Realty: you are subscribed');
    expect(text).toContain('Thank you for subscribing to our updates.');
    expect(text).toContain(unsubscribeUrl);
    expect(html).toContain(`href="${unsubscribeUrl.replace('&', '&amp;')}"`);
  });

  it('names no interest the form does not offer: the API takes any text, and the e-mail repeats none of it', async () => {
    const interest = 'Call 555-0199 now to claim your prize at http://spam.example';
    const { html, text } = await renderLeadEmail(
      { template: 'subscription-confirmation', interest, unsubscribeUrl: 'https://www.pacificcrestrealty.example/unsubscribe?lead=1&token=t', language: 'en' },
      storyContext,
    );
    for (const part of [html, text]) {
      expect(part).not.toContain('spam.example');
      expect(part).not.toContain('You will hear from us about:');
      expect(part).toContain('Hello,');
    }
  });

  it('comes in Spanish for a Spanish lead: the interest as the Spanish form names it', async () => {
    const unsubscribeUrl = 'https://www.pacificcrestrealty.example/es/unsubscribe?lead=1&token=t';
    const { subject, text } = await renderLeadEmail(
      { template: 'subscription-confirmation', interest: 'Investment opportunities', unsubscribeUrl, language: 'es' },
      storyContext,
    );
    expect(subject).toBe('Pacific Crest Realty: su suscripción está confirmada');
    expect(text).toContain('Gracias por suscribirse a nuestras novedades.');
    expect(text).toContain('Le escribiremos sobre: Oportunidades de inversión');
    expect(text).toContain('¿Cambió de opinión? Cancele su suscripción con un clic:');
    expect(text).toContain(unsubscribeUrl);
    expect(text).not.toContain('Investment opportunities');
  });
});
