import type { Article, WithContext } from 'schema-dts';
import { LOCALE_TAGS, pathInLocale, type Guide, type Locale } from '@pcr/contracts';
import { organizationId, SITE_LOGO_PATH } from './organization.js';
import type { AbsoluteUrl } from './types.js';

/** The path of a guide's page. */
export function guidePath(slug: string): string {
  return `/resources/${slug}`;
}

/**
 * /resources/{guide}: the guide as an Article written and published by the agency, at the address of
 * the page in its language. Guides have no artwork of their own, so the image is the agency's logo.
 * A translation names its language (`inLanguage`); the English original, as before, does not.
 */
export function guideArticleJsonLd(guide: Guide, brand: string, absoluteUrl: AbsoluteUrl, locale: Locale = 'en'): WithContext<Article> {
  const url = absoluteUrl(pathInLocale(guidePath(guide.slug), locale));
  const agency = {
    '@type': 'Organization',
    '@id': organizationId(absoluteUrl),
    name: brand,
    url: absoluteUrl('/'),
    logo: absoluteUrl(SITE_LOGO_PATH),
  } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: guide.title,
    description: guide.description,
    url,
    mainEntityOfPage: url,
    ...(locale === 'en' ? {} : { inLanguage: LOCALE_TAGS[locale] }),
    image: absoluteUrl(SITE_LOGO_PATH),
    datePublished: guide.datePublished,
    dateModified: guide.dateModified,
    author: agency,
    publisher: agency,
    timeRequired: `PT${guide.readingMinutes}M`,
  };
}
