import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd } from './breadcrumbs.js';

const absoluteUrl = (url: string) => new URL(url, 'https://www.pacificcrest.example').href;

describe('breadcrumbListJsonLd', () => {
  it('lists the crumbs from position 1 with absolute URLs; the current page has none', () => {
    expect(breadcrumbListJsonLd([{ label: 'Home', href: '/' }, { label: 'Cities', href: '/cities' }, { label: 'Irvine' }], absoluteUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.pacificcrest.example/' },
        { '@type': 'ListItem', position: 2, name: 'Cities', item: 'https://www.pacificcrest.example/cities' },
        { '@type': 'ListItem', position: 3, name: 'Irvine' },
      ],
    });
  });

  it('gives the last crumb no URL even when it has a link, as the visible trail shows it unlinked', () => {
    const list = breadcrumbListJsonLd([{ label: 'Home', href: '/' }, { label: 'Buyer Resources', href: '/resources' }], absoluteUrl);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.pacificcrest.example/' },
      { '@type': 'ListItem', position: 2, name: 'Buyer Resources' },
    ]);
  });
});
