import { describe, expect, it } from 'vitest';
import { storyContext } from '../../../stories-support/email-stories.js';
import { renderLeadEmail } from '../render.js';

describe('SubscriptionConfirmationEmail', () => {
  it('confirms the interest and carries the unsubscribe link in both parts', async () => {
    const unsubscribeUrl = 'https://www.pacificcrestrealty.example/unsubscribe?lead=1&token=t';
    const { subject, html, text } = await renderLeadEmail(
      { template: 'subscription-confirmation', name: 'Maya Chen', interest: 'Market updates', unsubscribeUrl },
      storyContext,
    );
    expect(subject).toBe('Pacific Crest Realty: you are subscribed');
    expect(text).toContain('Thank you for subscribing to our updates.');
    expect(text).toContain(unsubscribeUrl);
    expect(html).toContain(`href="${unsubscribeUrl.replace('&', '&amp;')}"`);
  });
});
