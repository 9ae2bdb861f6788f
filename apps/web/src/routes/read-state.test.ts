import { describe, expect, it } from 'vitest';
import { stateOf, statusOfMain } from './read-state.js';

describe("a read's answer as a page shows it", () => {
  it('is the data of a 200', () => {
    expect(stateOf({ status: 200, body: [{ id: 'pcr-1001' }] })).toEqual({ status: 'loaded', data: [{ id: 'pcr-1001' }] });
  });

  it('is an error "{status}: {body}" otherwise, as spec section 7 writes a failed request', () => {
    expect(stateOf({ status: 502, body: { message: 'The listing provider is unavailable.' } })).toEqual({
      status: 'error',
      message: '502: {"message":"The listing provider is unavailable."}',
    });
  });

  it("is the city request's one message whatever went wrong", () => {
    expect(stateOf({ status: 404, body: { message: 'x' } }, 'Failed to fetch city data')).toEqual({ status: 'error', message: 'Failed to fetch city data' });
  });

  it('gives the page 404 for nothing found or a malformed name, 410 for a link gone for good, 503 when it could not tell', () => {
    expect([200, 404, 400, 410, 502, 503, 500].map((status) => statusOfMain({ status, body: {} }))).toEqual([200, 404, 404, 410, 503, 503, 503]);
  });
});
