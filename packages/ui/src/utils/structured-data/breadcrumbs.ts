import type { BreadcrumbList, WithContext } from 'schema-dts';
import type { AbsoluteUrl } from './types.js';

/**
 * The visible breadcrumb trail as a BreadcrumbList: positions from 1, each crumb's name and absolute
 * URL. The current page (the last crumb, shown without a link) has no URL, as Google allows.
 */
export function breadcrumbListJsonLd(items: readonly { label: string; href?: string }[], absoluteUrl: AbsoluteUrl): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href && index < items.length - 1 ? { item: absoluteUrl(item.href) } : {}),
    })),
  };
}
