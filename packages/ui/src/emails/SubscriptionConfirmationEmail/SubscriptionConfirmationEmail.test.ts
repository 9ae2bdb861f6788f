import { describe, expect, it } from 'vitest';
import { storyContext } from '../../../stories-support/email-stories.js';
import { renderLeadEmail } from '../render.js';

const confirmUrl = 'https://www.pacificcrestrealty.example/subscribe/confirm?lead=1&token=c';
const unsubscribeUrl = 'https://www.pacificcrestrealty.example/unsubscribe?lead=1&token=t';

describe('SubscriptionConfirmationEmail', () => {
  it('asks the address to confirm within 7 days, with the confirmation link and the unsubscribe link in both parts', async () => {
    const { subject, html, text } = await renderLeadEmail(
      { template: 'subscription-confirmation', interest: 'Market updates', confirmUrl, unsubscribeUrl, language: 'en' },
      storyContext,
    );
    expect(subject).toBe('Pacific Crest Realty: please confirm your subscription');
    expect(text).toContain('Someone asked for our updates at this address. If it was you, please confirm within 7 days:');
    expect(text).toContain('If it was not you, ignore this e-mail: nothing more will come to this address unless it is confirmed.');
    expect(text).toContain('You asked to hear about: Market updates');
    expect(text).not.toContain('Thank you for subscribing');
    for (const url of [confirmUrl, unsubscribeUrl]) {
      expect(text).toContain(url);
      expect(html).toContain(`href="${url.replace('&', '&amp;')}"`);
    }
  });

  it('names no interest the form does not offer: the API takes any text, and the e-mail repeats none of it', async () => {
    const interest = 'Call 555-0199 now to claim your prize at http://spam.example';
    const { html, text } = await renderLeadEmail({ template: 'subscription-confirmation', interest, confirmUrl, unsubscribeUrl, language: 'en' }, storyContext);
    for (const part of [html, text]) {
      expect(part).not.toContain('spam.example');
      expect(part).not.toContain('You asked to hear about:');
      expect(part).toContain('Hello,');
    }
  });

  it('comes in Spanish for a Spanish lead: the interest as the Spanish form names it', async () => {
    const spanishConfirmUrl = 'https://www.pacificcrestrealty.example/es/subscribe/confirm?lead=1&token=c';
    const { subject, text } = await renderLeadEmail(
      { template: 'subscription-confirmation', interest: 'Investment opportunities', confirmUrl: spanishConfirmUrl, unsubscribeUrl, language: 'es' },
      storyContext,
    );
    expect(subject).toBe('Pacific Crest Realty: confirme su suscripción');
    expect(text).toContain('Alguien pidió recibir nuestras novedades en esta dirección. Si fue usted, confírmelo en un plazo de 7 días:');
    expect(text).toContain('Confirmar mi suscripción');
    expect(text).toContain('Pidió recibir información sobre: Oportunidades de inversión');
    expect(text).toContain(spanishConfirmUrl);
    expect(text).not.toContain('Investment opportunities');
  });
});
