import { describe, expect, it } from 'vitest';
import { jsonForScriptElement } from './json-for-script.js';

describe('jsonForScriptElement', () => {
  it('never lets a text close the script or open a comment', () => {
    const data = { name: 'Nice </script><script>alert(1)</script> <!-- & -->' };
    const json = jsonForScriptElement(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toBe('{"name":"Nice \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u003c!-- \\u0026 --\\u003e"}');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('escapes the line and paragraph separators', () => {
    const data = { text: 'a\u2028b\u2029c' };
    const json = jsonForScriptElement(data);
    expect(json).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(json)).toEqual(data);
  });
});
