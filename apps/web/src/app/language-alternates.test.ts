import { describe, expect, it } from 'vitest';
import { languageListing } from './language-alternates.js';

const SITE = 'https://www.example.test';

describe('languageListing: how search engines see a page in a language (decision 0032)', () => {
  it('offers a translated page in both languages, each naming the other and English as x-default', () => {
    const pair = [
      { hrefLang: 'en-US', href: `${SITE}/about` },
      { hrefLang: 'es-US', href: `${SITE}/es/about` },
      { hrefLang: 'x-default', href: `${SITE}/about` },
    ];
    expect(languageListing('es', true, SITE, '/es/about')).toEqual({ indexed: true, alternates: pair });
    expect(languageListing('en', true, SITE, '/about')).toEqual({ indexed: true, alternates: pair });
    expect(languageListing('es', true, SITE, '/es')).toEqual({
      indexed: true,
      alternates: [
        { hrefLang: 'en-US', href: `${SITE}/` },
        { hrefLang: 'es-US', href: `${SITE}/es` },
        { hrefLang: 'x-default', href: `${SITE}/` },
      ],
    });
  });

  it('keeps a page not translated yet out of the index in Spanish, and names no twin in either language', () => {
    expect(languageListing('es', false, SITE, '/es/new-page')).toEqual({ indexed: false, alternates: undefined });
    expect(languageListing('en', false, SITE, '/new-page')).toEqual({ indexed: true, alternates: undefined });
  });

  it('keeps a path that begins with "//" a path of the site, never another host', () => {
    expect(languageListing('en', true, SITE, '//evil.example/x').alternates?.map((alternate) => alternate.href)).toEqual([`${SITE}//evil.example/x`, `${SITE}/es//evil.example/x`, `${SITE}//evil.example/x`]);
  });
});
