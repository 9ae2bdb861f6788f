import { describe, expect, it } from 'vitest';
import type { Guide } from '@pcr/contracts';
import { guideArticleJsonLd } from './article.js';

const absoluteUrl = (url: string) => new URL(url, 'https://www.pacificcrest.example').href;

const guide: Guide = {
  slug: 'mortgage-guide',
  title: 'Understanding Mortgages',
  description: 'Loan types, rates, points and pre-approval explained for buyers in Orange County and Los Angeles.',
  summary: 'A mortgage is the largest debt most people take on.',
  readingMinutes: 9,
  datePublished: '2023-06-06',
  dateModified: '2025-02-03',
  sections: [],
  related: ['first-time-buyers'],
};

describe('guideArticleJsonLd', () => {
  it('gives the headline, dates, image and the agency as author and publisher', () => {
    const agency = {
      '@type': 'Organization',
      '@id': 'https://www.pacificcrest.example/#organization',
      name: 'Pacific Crest Realty',
      url: 'https://www.pacificcrest.example/',
      logo: 'https://www.pacificcrest.example/favicon.svg',
    };
    expect(guideArticleJsonLd(guide, 'Pacific Crest Realty', absoluteUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Understanding Mortgages',
      description: 'Loan types, rates, points and pre-approval explained for buyers in Orange County and Los Angeles.',
      url: 'https://www.pacificcrest.example/resources/mortgage-guide',
      mainEntityOfPage: 'https://www.pacificcrest.example/resources/mortgage-guide',
      image: 'https://www.pacificcrest.example/favicon.svg',
      datePublished: '2023-06-06',
      dateModified: '2025-02-03',
      author: agency,
      publisher: agency,
      timeRequired: 'PT9M',
    });
  });
});
