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
  const agency = {
    '@type': 'Organization',
    '@id': 'https://www.pacificcrest.example/#organization',
    name: 'Pacific Crest Realty',
    url: 'https://www.pacificcrest.example/',
    logo: { '@type': 'ImageObject', url: 'https://www.pacificcrest.example/logo.png', width: 512, height: 512 },
  };
  const card = { url: '/assets/share/card-understanding-mortgages-AbC123_-x9.png', width: 1200, height: 630 };

  it('gives the headline, dates, share card as image, and the agency with its PNG logo as author and publisher', () => {
    expect(guideArticleJsonLd(guide, 'Pacific Crest Realty', absoluteUrl, 'en', card)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Understanding Mortgages',
      description: 'Loan types, rates, points and pre-approval explained for buyers in Orange County and Los Angeles.',
      url: 'https://www.pacificcrest.example/resources/mortgage-guide',
      mainEntityOfPage: 'https://www.pacificcrest.example/resources/mortgage-guide',
      image: {
        '@type': 'ImageObject',
        url: 'https://www.pacificcrest.example/assets/share/card-understanding-mortgages-AbC123_-x9.png',
        width: 1200,
        height: 630,
      },
      datePublished: '2023-06-06',
      dateModified: '2025-02-03',
      author: agency,
      publisher: agency,
      timeRequired: 'PT9M',
    });
  });

  it('names the Spanish page, its language and its own card', () => {
    const spanishCard = { url: '/assets/share/card-guia-hipotecaria-Zz9_8yX-w1.png', width: 1200, height: 630 };
    expect(guideArticleJsonLd(guide, 'Pacific Crest Realty', absoluteUrl, 'es', spanishCard)).toMatchObject({
      url: 'https://www.pacificcrest.example/es/resources/mortgage-guide',
      inLanguage: 'es-US',
      image: {
        '@type': 'ImageObject',
        url: 'https://www.pacificcrest.example/assets/share/card-guia-hipotecaria-Zz9_8yX-w1.png',
      },
      publisher: agency,
    });
  });

  it('leaves the image out when the render has no share image (no build of them), and its size when unknown', () => {
    expect(guideArticleJsonLd(guide, 'Pacific Crest Realty', absoluteUrl)).not.toHaveProperty('image');
    const photo = guideArticleJsonLd(guide, 'Pacific Crest Realty', absoluteUrl, 'en', {
      url: 'https://photos.example/1.jpg',
    });
    expect(photo.image).toEqual({ '@type': 'ImageObject', url: 'https://photos.example/1.jpg' });
  });
});
