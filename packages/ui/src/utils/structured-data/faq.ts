import type { FAQPage, WithContext } from 'schema-dts';

/** A page's questions and answers, in the order and words it shows them. */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
