import { describe, expect, it } from 'vitest';
import { toDataState } from './to-data-state.js';

describe('toDataState', () => {
  it('is loading until data or an error arrives', () => {
    expect(toDataState({})).toEqual({ status: 'loading' });
  });
  it('carries the data once loaded, empty lists included', () => {
    expect(toDataState({ data: [] })).toEqual({ status: 'loaded', data: [] });
  });
  it('carries the error message', () => {
    expect(toDataState({ error: new Error('502: {"message":"down"}') })).toEqual({
      status: 'error',
      message: '502: {"message":"down"}',
    });
  });
});
