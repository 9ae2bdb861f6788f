import { describe, expect, it } from 'vitest';
import { storyContext } from '../../../stories-support/email-stories.js';
import { renderLeadEmail } from '../render.js';

describe('ContactConfirmationEmail', () => {
  it('confirms with the spec texts, the 24-hour promise and the phone, in both parts', async () => {
    const { subject, html, text } = await renderLeadEmail({ template: 'contact-confirmation', name: 'Maya Chen' }, storyContext);
    expect(subject).toBe('Pacific Crest Realty: we received your message');
    for (const part of [html, text]) {
      expect(part).toContain('Thank you for contacting us. An agent will be in touch shortly.');
      expect(part).toContain('We reply within 24 hours.');
      expect(part).toContain('(949) 555-0148');
    }
    expect(html).toContain('href="tel:+19495550148"');
  });
});
