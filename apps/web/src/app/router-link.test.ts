import { createElement, type AnchorHTMLAttributes } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterLink } from './router-link.js';

const onPage = (element: ReturnType<typeof createElement>) => renderToString(createElement(StaticRouter, { location: '/cities' }, element));

const links: (AnchorHTMLAttributes<HTMLAnchorElement> & { href: string })[] = [
  { href: '/cities', className: 'nav-link', 'aria-current': 'page', children: 'OC Cities' },
  { href: '/properties?city=irvine&minBeds=3#results', target: '_blank', rel: 'noopener', children: 'Homes in Irvine' },
  { href: '/es/neighborhoods/newport-beach', lang: 'es', title: 'Newport Beach', children: 'Newport Beach' },
  { href: '/about/', id: 'about', children: 'About' },
  { href: '/', 'aria-label': 'Pacific Crest Realty, home', children: 'Home' },
  { href: '//elsewhere.example/x', children: 'Elsewhere' },
];

describe('RouterLink in a server render', () => {
  it('runs as the server bundle does (import.meta.env.SSR)', () => {
    expect(import.meta.env.SSR).toBe(true);
  });

  // The server writes site links without React Router's Link (router-link.tsx); the browser hydrates
  // them with Link: the markup must be the one Link writes, attribute for attribute.
  it.each(links)('$href: the markup React Router’s Link writes', ({ href, ...rest }) => {
    expect(onPage(createElement(RouterLink, { href, ...rest }))).toBe(onPage(createElement(Link, { to: href, ...rest })));
  });
});
