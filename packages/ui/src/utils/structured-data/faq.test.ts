import { describe, expect, it } from 'vitest';
import { faqPageJsonLd } from './faq.js';

describe('faqPageJsonLd', () => {
  it('gives every question its accepted answer, in order and in the same words', () => {
    expect(
      faqPageJsonLd([
        { question: 'Is Irvine a good place to live?', answer: 'Yes: safe streets & top schools.' },
        { question: 'How are the schools?', answer: 'Highly rated.' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Is Irvine a good place to live?', acceptedAnswer: { '@type': 'Answer', text: 'Yes: safe streets & top schools.' } },
        { '@type': 'Question', name: 'How are the schools?', acceptedAnswer: { '@type': 'Answer', text: 'Highly rated.' } },
      ],
    });
  });

  it('names the language of Spanish questions (es-US), not of English ones', () => {
    const faqs = [{ question: '¿Es Irvine un buen lugar para familias?', answer: 'Sí.' }];
    expect(faqPageJsonLd(faqs, 'es').inLanguage).toBe('es-US');
    expect(faqPageJsonLd(faqs, 'en')).not.toHaveProperty('inLanguage');
  });
});
