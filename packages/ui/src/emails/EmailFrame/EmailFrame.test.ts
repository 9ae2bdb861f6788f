import { describe, expect, it } from 'vitest';
import { defaultSiteIdentity } from '@pcr/contracts';
import { fullFormLead, storySiteUrl } from '../../../stories-support/email-stories.js';
import { renderLeadEmail } from '../render.js';

/**
 * Every e-mail is first-contact material: California wants the agency's license number in it
 * (Business and Professions Code 10140.6), in the footer of the frame every e-mail shares.
 */
describe('EmailFrame', () => {
  it('names the agency’s DRE license number in the footer of every e-mail, in the e-mail’s language', async () => {
    const context = { identity: defaultSiteIdentity, siteUrl: storySiteUrl };
    const english = [
      await renderLeadEmail({ template: 'agency-notification', lead: fullFormLead }, context),
      await renderLeadEmail({ template: 'contact-confirmation', language: 'en' }, context),
      await renderLeadEmail({ template: 'manage-link', manageUrl: `${storySiteUrl}/alerts/manage?token=t`, language: 'en' }, context),
    ];
    for (const { html, text } of english) {
      for (const part of [html, text]) expect(part).toContain('Pacific Crest Realty · DRE #02154879 · 4040 MacArthur Boulevard');
    }
    const spanish = await renderLeadEmail({ template: 'contact-confirmation', language: 'es' }, context);
    for (const part of [spanish.html, spanish.text]) expect(part).toContain('Pacific Crest Realty · DRE n.º 02154879 · 4040 MacArthur Boulevard');
  });

  it('takes the number the deployment sets', async () => {
    const { text } = await renderLeadEmail({ template: 'contact-confirmation', language: 'en' }, { identity: { ...defaultSiteIdentity, dreLicense: '01234567' }, siteUrl: storySiteUrl });
    expect(text).toContain('DRE #01234567');
    expect(text).not.toContain('02154879');
  });
});
