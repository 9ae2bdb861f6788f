import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup.js';

describe('escapeMarkup', () => {
  it('writes the five characters that could end content or an attribute as references, and nothing else', () => {
    expect(escapeMarkup(`Tom & Jerry's <b>"home"</b>`)).toBe('Tom &amp; Jerry&#39;s &lt;b&gt;&quot;home&quot;&lt;/b&gt;');
    expect(escapeMarkup('Irvine, CA · 92618 — café')).toBe('Irvine, CA · 92618 — café');
  });

  it('escapes an ampersand once, so a reference in the text stays text', () => {
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
  });
});
