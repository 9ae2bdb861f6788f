import type { FAQPage, WithContext } from 'schema-dts';
import { LOCALE_TAGS, type Locale } from '@pcr/contracts';

/**
 * A page's questions and answers, in the order and words it shows them. Questions in Spanish name
 * their language (`inLanguage`, as a translated article does); English ones, as before, do not.
 */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[], language: Locale = 'en'): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(language === 'en' ? {} : { inLanguage: LOCALE_TAGS[language] }),
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
