import { describe, expect, it } from 'vitest';
import { createJsonLogger, memoryLogger, redactEmails } from '../src/logger.js';

describe('e-mail redaction in the logs', () => {
  it('redacts field values before they are written, so every line stays valid JSON', () => {
    const logger = memoryLogger();
    // JSON escapes a line break as \n: a scrub of the written line took the "n" for the address and left "\[".
    logger.warn('delivery failed', { detail: 'first line\nbob@example.com', quoted: '"ann@example.org"', tab: '\tcy@example.net' });
    const [line] = logger.lines;
    expect(() => JSON.parse(line!)).not.toThrow();
    expect(logger.entries()[0]).toMatchObject({ detail: 'first line\n[email]', quoted: '"[email]"', tab: '\t[email]' });
  });

  it('redacts the message, nested values, array items and keys', () => {
    const logger = memoryLogger();
    logger.error('no answer for ann@example.com', {
      error: { message: 'refused <bob@mail.example.co.uk>', stack: 'Error: x@y.example\n    at z' },
      to: ['a@b.example', 'kept'],
      'c@d.example': 1,
      at: new URL('https://example.com/?for=e@f.example'),
    });
    expect(logger.entries()[0]).toMatchObject({
      msg: 'no answer for [email]',
      error: { message: 'refused <[email]>', stack: 'Error: [email]\n    at z' },
      to: ['[email]', 'kept'],
      '[email]': 1,
      at: 'https://example.com/?for=[email]',
    });
    expect(logger.lines.join('')).not.toMatch(/@[a-z]/);
  });

  it.each([
    ['mail a.b+c_d%e-f@sub.example.co.uk now', 'mail [email] now'],
    ['a@b.cdx9', '[email]9'],
    ['one@a.example,two@b.example', '[email],[email]'],
    ['a@b.com.x@c.com', '[email][email]'],
    ['user@localhost', 'user@localhost'],
    ['a@b.c', 'a@b.c'],
    ['x@y..com', 'x@y..com'],
    ['@example.com', '@example.com'],
    ['a@@b.example', 'a@@b.example'],
    ['no address here', 'no address here'],
  ])('redacts %j as %j', (text, redacted) => {
    expect(redactEmails(text)).toBe(redacted);
  });

  it('costs time linear in the value: 16 kB made to make a pattern backtrack against a short value, as a ratio', () => {
    const sink = createJsonLogger({ write: () => undefined });
    const short = 'a'.repeat(64);
    const hostile = ['a'.repeat(16_384), `a@${'a.'.repeat(8191)}`, `x@${'a'.repeat(16_379)}.1`, `${'a.'.repeat(8191)}@`, '@a'.repeat(8192)];
    /** The fastest of five rounds, per call: the least disturbed by other work on the machine. */
    const perCall = (value: string, calls: number) => {
      let best = Number.POSITIVE_INFINITY;
      for (let round = 0; round < 5; round++) {
        const started = process.hrtime.bigint();
        for (let call = 0; call < calls; call++) sink.info('request', { path: value });
        best = Math.min(best, Number(process.hrtime.bigint() - started) / calls);
      }
      return best;
    };
    const base = perCall(short, 2000);
    for (const value of hostile) {
      // 256 times the bytes: linear work stays within a small multiple of 256, quadratic work is 256 times that again.
      expect(perCall(value, 20) / base, `${value.slice(0, 12)}…`).toBeLessThan(1024);
    }
  });
});
