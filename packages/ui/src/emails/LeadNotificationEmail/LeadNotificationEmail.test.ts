import { describe, expect, it } from 'vitest';
import { fullFormLead, shortFormLead, spanishLead, storyContext } from '../../../stories-support/email-stories.js';
import { renderLeadEmail } from '../render.js';

describe('LeadNotificationEmail', () => {
  it('names the form in the subject and shows only the fields the visitor sent', async () => {
    const full = await renderLeadEmail({ template: 'agency-notification', lead: fullFormLead }, storyContext);
    expect(full.subject).toBe('New message from Maya Chen');
    expect(full.text).toContain('Heard of us through');
    const short = await renderLeadEmail({ template: 'agency-notification', lead: shortFormLead }, storyContext);
    expect(short.subject).toBe('New contact request from Daniel Ortiz');
    expect(short.text).toContain('12 Harbor View Drive, Newport Beach');
    expect(short.text).not.toMatch(/^Message$/m);
    expect(short.text).not.toContain('Heard of us through');
  });

  it('tells the agency a new subscriber has only been asked to confirm; a contact says nothing of it', async () => {
    const subscriber = { ...fullFormLead, kind: 'subscribe' as const, form: null, interest: 'Market updates' };
    const { text } = await renderLeadEmail({ template: 'agency-notification', lead: subscriber }, storyContext);
    expect(text).toContain('We asked this address to confirm the subscription: send it updates only once the leads export shows it confirmed.');
    const contact = await renderLeadEmail({ template: 'agency-notification', lead: fullFormLead }, storyContext);
    expect(contact.text).not.toContain('confirm the subscription');
  });

  it('stays in English for a Spanish lead, its subject flagged "prefers Spanish" and the language shown', async () => {
    const { subject, html, text } = await renderLeadEmail({ template: 'agency-notification', lead: spanishLead }, storyContext);
    expect(subject).toBe('New contact request from Lucía Hernández (prefers Spanish)');
    expect(html).toContain('lang="en-US"');
    expect(text).toContain('Spanish: sent from the Spanish site. Please reply in Spanish.');
    const english = await renderLeadEmail({ template: 'agency-notification', lead: { ...spanishLead, language: 'en', page: '/' } }, storyContext);
    expect(english.subject).toBe('New contact request from Lucía Hernández');
    expect(english.text).not.toContain('Spanish');
  });

  it('keeps line breaks in both parts and escapes markup typed into the form', async () => {
    const lead = { ...fullFormLead, message: 'First line\n<script>alert(1)</script>' };
    const { html, text } = await renderLeadEmail({ template: 'agency-notification', lead }, storyContext);
    expect(text).toContain('First line\n<script>alert(1)</script>');
    expect(html).toContain('First line<br/>&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });
});
