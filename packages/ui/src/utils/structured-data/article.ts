import type { Article, WithContext } from 'schema-dts';
import type { Guide } from '@pcr/contracts';
import { organizationId, SITE_LOGO_PATH } from './organization.js';
import type { AbsoluteUrl } from './types.js';

/** The path of a guide's page. */
export function guidePath(slug: string): string {
  return `/resources/${slug}`;
}

/**
 * /resources/{guide}: the guide as an Article written and published by the agency. Guides have no
 * artwork of their own, so the image is the agency's logo.
 */
export function guideArticleJsonLd(guide: Guide, brand: string, absoluteUrl: AbsoluteUrl): WithContext<Article> {
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
    url: absoluteUrl(guidePath(guide.slug)),
    mainEntityOfPage: absoluteUrl(guidePath(guide.slug)),
    image: absoluteUrl(SITE_LOGO_PATH),
    datePublished: guide.datePublished,
    dateModified: guide.dateModified,
    author: agency,
    publisher: agency,
    timeRequired: `PT${guide.readingMinutes}M`,
  };
}
