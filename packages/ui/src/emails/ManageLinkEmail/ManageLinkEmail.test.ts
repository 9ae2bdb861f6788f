import { describe, expect, it } from 'vitest';
import { storyContext } from '../../../stories-support/email-stories.js';
import { renderLeadEmail } from '../render.js';

const manageUrl = 'https://www.pacificcrestrealty.example/es/alerts/manage?lead=5f1c9a52-8a3e-4d55-9a55-0c3b2f3a9e11&token=abc.tj6x1c';

describe('ManageLinkEmail', () => {
  it('carries the fresh link and how long it works, in both parts', async () => {
    const { subject, html, text } = await renderLeadEmail({ template: 'manage-link', manageUrl, language: 'en' }, storyContext);
    expect(subject).toBe('Pacific Crest Realty: your link to manage your alerts');
    expect(html).toContain(`href="${manageUrl.replaceAll('&', '&amp;')}"`);
    expect(text).toContain(manageUrl);
    for (const part of [html, text]) {
      expect(part).toContain('It works for 30 days');
      expect(part).toContain('You received this e-mail because an expired link to manage the alerts of this address was used at https://www.pacificcrestrealty.example.');
    }
  });

  it('comes in Spanish for a Spanish alert', async () => {
    const { subject, html, text } = await renderLeadEmail({ template: 'manage-link', manageUrl, language: 'es' }, storyContext);
    expect(subject).toBe('Pacific Crest Realty: su enlace para administrar sus alertas');
    expect(html).toContain('lang="es-US"');
    for (const part of [html, text]) {
      expect(part).toContain('Funciona durante 30 días');
      expect(part).not.toContain('It works');
    }
  });
});
