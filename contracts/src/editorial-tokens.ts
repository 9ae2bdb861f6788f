import type { SiteIdentity } from './site.js';

/**
 * The slugs of the editorial pages and the identity tokens their texts use, apart from the
 * editorial schemas (schemas/editorial.ts) so that a page can fill in a text without shipping
 * valibot and the schemas to the browser.
 */

/** The five guides of spec section 2 ("Guides"), in the order of the resources index. */
export const GUIDE_SLUGS = [
  'first-time-buyers',
  'home-buying-process',
  'mortgage-guide',
  'home-value-tips',
  'neighborhood-guide',
] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

/** Static legal pages (decisions.md, "Routes beyond the table"). */
export const LEGAL_SLUGS = ['privacy-policy', 'terms-of-service'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/**
 * Site identity is never copied into texts: a text says `{brand}`, `{phone}` or `{email}` and the
 * page fills in the identity it runs with (environment overrides included).
 */
export const IDENTITY_TOKENS = ['brand', 'phone', 'email'] as const;
export type IdentityToken = (typeof IDENTITY_TOKENS)[number];

export const TOKEN_PATTERN = /\{([a-zA-Z]+)\}/g;

/** A text split into literal parts and identity tokens, in order (for rendering tokens as links). */
export type TextPart = { kind: 'text'; value: string } | { kind: 'token'; token: IdentityToken };

export function splitIdentityTokens(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const token = match[1] as IdentityToken;
    if (!IDENTITY_TOKENS.includes(token)) continue;
    if (match.index > last) parts.push({ kind: 'text', value: text.slice(last, match.index) });
    parts.push({ kind: 'token', token });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

export type TokenIdentity = Pick<SiteIdentity, 'brand' | 'phoneDisplay' | 'email'>;

/** The display value of a token for an identity. */
export function identityTokenValue(token: IdentityToken, identity: TokenIdentity): string {
  if (token === 'brand') return identity.brand;
  if (token === 'phone') return identity.phoneDisplay;
  return identity.email;
}

/** Replaces `{brand}`, `{phone}` and `{email}` with the identity's values (for titles and meta tags). */
export function fillIdentityTokens(text: string, identity: TokenIdentity): string {
  return splitIdentityTokens(text)
    .map((part) => (part.kind === 'text' ? part.value : identityTokenValue(part.token, identity)))
    .join('');
}
