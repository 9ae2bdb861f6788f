import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ArticleBlockSchema,
  EditorialTextSchema,
  SitePathSchema,
  fillIdentityTokens,
  splitIdentityTokens,
} from './editorial.js';

const identity = { brand: 'Acme Homes', phoneDisplay: '(555) 010-0000', email: 'hi@acme.example' };

describe('identity tokens', () => {
  it('split a text into literal parts and tokens, in order', () => {
    expect(splitIdentityTokens('Write to {email} or call {phone}.')).toEqual([
      { kind: 'text', value: 'Write to ' },
      { kind: 'token', token: 'email' },
      { kind: 'text', value: ' or call ' },
      { kind: 'token', token: 'phone' },
      { kind: 'text', value: '.' },
    ]);
    expect(splitIdentityTokens('{brand}')).toEqual([{ kind: 'token', token: 'brand' }]);
    expect(splitIdentityTokens('No tokens')).toEqual([{ kind: 'text', value: 'No tokens' }]);
  });

  it('fill in the identity', () => {
    expect(fillIdentityTokens('{brand}: {email}, {phone}', identity)).toBe('Acme Homes: hi@acme.example, (555) 010-0000');
  });

  it('leave unknown braces alone when filling, and the schema rejects them', () => {
    expect(fillIdentityTokens('{nope}', identity)).toBe('{nope}');
    expect(v.is(EditorialTextSchema, 'Hello {nope}')).toBe(false);
    expect(v.is(EditorialTextSchema, 'Hello {brand} {')).toBe(false);
    expect(v.is(EditorialTextSchema, 'Hello {brand}')).toBe(true);
  });

  it('the schema rejects untrimmed texts and double spaces', () => {
    expect(v.is(EditorialTextSchema, ' padded')).toBe(false);
    expect(v.is(EditorialTextSchema, 'two  spaces')).toBe(false);
    expect(v.is(EditorialTextSchema, '')).toBe(false);
  });
});

describe('article blocks', () => {
  it('tables need one cell per column in every row', () => {
    const table = { type: 'table', caption: 'Costs', columns: ['A', 'B'], rows: [['1', '2']] };
    expect(v.is(ArticleBlockSchema, table)).toBe(true);
    expect(v.is(ArticleBlockSchema, { ...table, rows: [['1']] })).toBe(false);
  });

  it('links are site paths, optionally with an anchor', () => {
    for (const ok of ['/', '/contact', '/resources/mortgage-guide', '/neighborhoods/irvine#housing']) expect(v.is(SitePathSchema, ok), ok).toBe(true);
    for (const bad of ['contact', 'https://example.com', '//evil.example', '/Contact', '/a b']) expect(v.is(SitePathSchema, bad), bad).toBe(false);
  });
});
