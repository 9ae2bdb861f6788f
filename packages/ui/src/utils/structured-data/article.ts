import type { Article, WithContext } from 'schema-dts';
import { LOCALE_TAGS, pathInLocale, type Guide, type Locale } from '@pcr/contracts';
import type { PageImage } from '../page-image.js';
import { imageObject } from './image-object.js';
import { organizationId, siteLogo } from './organization.js';
import type { AbsoluteUrl } from './types.js';

/** The path of a guide's page. */
export function guidePath(slug: string): string {
  return `/resources/${slug}`;
}

/**
 * /resources/{guide}: the guide as an Article written and published by the agency, at the address of
 * the page in its language. Its image is the page's share card (`image`, as og:image names it: guides
 * have no artwork of their own), left out when the render has none; the agency's logo is its PNG.
 * A translation names its language (`inLanguage`); the English original, as before, does not.
 */
export function guideArticleJsonLd(
  guide: Guide,
  brand: string,
  absoluteUrl: AbsoluteUrl,
  locale: Locale = 'en',
  image?: PageImage,
): WithContext<Article> {
  const url = absoluteUrl(pathInLocale(guidePath(guide.slug), locale));
  const agency = {
    '@type': 'Organization',
    '@id': organizationId(absoluteUrl),
    name: brand,
    url: absoluteUrl('/'),
    logo: siteLogo(absoluteUrl),
  } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: guide.title,
    description: guide.description,
    url,
    mainEntityOfPage: url,
    ...(locale === 'en' ? {} : { inLanguage: LOCALE_TAGS[locale] }),
    ...(image ? { image: imageObject(absoluteUrl(image.url), image.width, image.height) } : {}),
    datePublished: guide.datePublished,
    dateModified: guide.dateModified,
    author: agency,
    publisher: agency,
    timeRequired: `PT${guide.readingMinutes}M`,
  };
}
