import { describe, expect, it } from 'vitest';
import { storyContext } from '../../../stories-support/email-stories.js';
import { renderLeadEmail } from '../render.js';

const confirmUrl = 'https://www.pacificcrestrealty.example/alerts/confirm?lead=1&token=c';
const unsubscribeUrl = 'https://www.pacificcrestrealty.example/unsubscribe?lead=1&token=t';

describe('AlertConfirmationEmail', () => {
  it('asks the address to confirm within 7 days, says what the alert follows and how often, with both links in both parts', async () => {
    const { subject, html, text } = await renderLeadEmail(
      {
        template: 'alert-confirmation',
        topic: { kind: 'search', search: { neighborhood: 'woodbridge', maxPrice: 1_500_000, type: 'townhouse' }, areaName: 'Woodbridge' },
        frequency: 'instant',
        confirmUrl,
        unsubscribeUrl,
        language: 'en',
      },
      storyContext,
    );
    expect(subject).toBe('Pacific Crest Realty: please confirm your home alert');
    expect(text).toContain('Someone asked for home alerts at this address. If it was you, please confirm within 7 days:');
    expect(text).toContain('The alert follows: Homes in Woodbridge · Up to $1,500,000 · Townhouse');
    expect(text).toContain('How often: As soon as they appear, at most one e-mail every 15 minutes');
    expect(text).toContain('If it was not you, ignore this e-mail: no alert will come to this address unless it is confirmed.');
    for (const url of [confirmUrl, unsubscribeUrl]) {
      expect(text).toContain(url);
      expect(html).toContain(`href="${url.replace('&', '&amp;')}"`);
    }
  });

  it('repeats no value of the search as typed: an area the API could not name is "the area you chose"', async () => {
    const typed = 'call-555-0199-now-to-claim-your-prize';
    const { html, text } = await renderLeadEmail(
      { template: 'alert-confirmation', topic: { kind: 'search', search: { city: typed } }, frequency: 'daily', confirmUrl, unsubscribeUrl, language: 'en' },
      storyContext,
    );
    for (const part of [html, text]) {
      expect(part).not.toContain('555-0199');
      expect(part).toContain('Homes in the area you chose');
      expect(part).toContain('Once a day, around 7 a.m. Pacific time');
    }
  });

  it('comes in Spanish for an alert asked from a Spanish page, a home by its listing\'s title', async () => {
    const { subject, html, text } = await renderLeadEmail(
      {
        template: 'alert-confirmation',
        topic: { kind: 'home', title: 'Woodbridge Lakeside Retreat', url: 'https://www.pacificcrestrealty.example/es/properties/pcr-1003' },
        frequency: 'weekly',
        confirmUrl,
        unsubscribeUrl,
        language: 'es',
      },
      storyContext,
    );
    expect(subject).toBe('Pacific Crest Realty: confirme su alerta de casas');
    expect(html).toContain('lang="es-US"');
    expect(text).toContain('La alerta sigue: Woodbridge Lakeside Retreat https://www.pacificcrestrealty.example/es/properties/pcr-1003 (su precio y su estado)');
    expect(text).toContain('Frecuencia: Una vez por semana, los lunes hacia las 7 a. m., hora del Pacífico');
    expect(text).toContain('Confirmar mi alerta');
    expect(text).not.toContain('Confirm my alert');
  });
});
