import { describe, expect, it } from 'vitest';
import { listingEvents } from '../src/mls/listing-events.js';

/** The events a change of StandardStatus and ListPrice makes (what alerts are about), written out by hand. */
describe('listing events', () => {
  it('a listing first seen for sale is new; first seen in escrow, sold or withdrawn it is no news', () => {
    expect(listingEvents(undefined, { status: 'Active', price: 800_000 })).toEqual([{ kind: 'new', price: 800_000 }]);
    expect(listingEvents(undefined, { status: 'Coming Soon', price: 800_000 })).toEqual([{ kind: 'new', price: 800_000 }]);
    expect(listingEvents(undefined, { status: 'Pending', price: 800_000 })).toEqual([]);
    expect(listingEvents(undefined, { status: 'Closed', price: 800_000 })).toEqual([]);
    expect(listingEvents(undefined, { status: 'Withdrawn', price: 800_000 })).toEqual([]);
  });

  it('back on the market from escrow or after a withdrawal; a cut at the same time is a price drop too', () => {
    expect(listingEvents({ status: 'ActiveUnderContract', price: 800_000 }, { status: 'Active', price: 800_000 })).toEqual([{ kind: 'back_on_market', price: 800_000 }]);
    expect(listingEvents({ status: 'Withdrawn', price: 800_000 }, { status: 'Active', price: 775_000 })).toEqual([
      { kind: 'back_on_market', price: 775_000 },
      { kind: 'price_drop', price: 775_000, previousPrice: 800_000 },
    ]);
  });

  it('a price rise, a coming-soon home going active, or the same record again make none', () => {
    expect(listingEvents({ status: 'Active', price: 800_000 }, { status: 'Active', price: 825_000 })).toEqual([]);
    expect(listingEvents({ status: 'Coming Soon', price: 800_000 }, { status: 'Active', price: 800_000 })).toEqual([]);
    expect(listingEvents({ status: 'Active', price: 800_000 }, { status: 'Active', price: 800_000 })).toEqual([]);
  });

  it('into escrow and sold, once each; a price changed with the sale is not a cut', () => {
    expect(listingEvents({ status: 'Active', price: 800_000 }, { status: 'Active Under Contract', price: 800_000 })).toEqual([{ kind: 'pending', price: 800_000 }]);
    expect(listingEvents({ status: 'Pending', price: 800_000 }, { status: 'Pending', price: 790_000 })).toEqual([]);
    expect(listingEvents({ status: 'Pending', price: 800_000 }, { status: 'Closed', price: 780_000 })).toEqual([{ kind: 'sold', price: 780_000 }]);
  });
});
