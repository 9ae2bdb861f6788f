import { describe, expect, it } from 'vitest';
import { RenderSlotsFull, renderSlots } from './render-slots.js';

/** The admission of fresh pages (issue 45). */
describe('render slots', () => {
  it('starts a render only after what was already waiting on the loop', async () => {
    const slots = renderSlots(2, 4);
    const order: string[] = [];
    setImmediate(() => order.push('a request read before'));
    await slots.run(async () => void order.push('the render'));
    expect(order).toEqual(['a request read before', 'the render']);
  });

  it('holds two at a time from a flood read in one go, lets four wait, and refuses the rest at once', async () => {
    const slots = renderSlots(2, 4);
    const gates: (() => void)[] = [];
    const started: number[] = [];
    const hold = (n: number) =>
      slots.run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => gates.push(resolve));
        return n;
      });
    // Ten pages asked for together, as one poll of the loop reads them: none has started rendering yet.
    const asked = Array.from({ length: 10 }, (_, i) => hold(i + 1).catch((error: unknown) => error));
    expect(slots.load).toEqual({ active: 2, waiting: 4 });
    expect(started).toEqual([]);
    const refused = await Promise.all(asked.slice(6));
    expect(refused.every((answer) => answer instanceof RenderSlotsFull)).toBe(true);
    // Each one done lets the next in line start.
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);
    while (started.length < 6 || gates.length > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(asked.slice(0, 6))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
