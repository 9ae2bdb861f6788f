import { setImmediate as afterPendingIo } from 'node:timers/promises';

/** Thrown when every render slot is taken and the line for them is full: the caller answers 503. */
export class RenderSlotsFull extends Error {
  override name = 'RenderSlotsFull';
}

/**
 * At most `max` fresh pages at a time (each from its data to its compressed bytes) and `waiting` more
 * in line; past that a page is refused at once. A render starts only once the I/O already waiting has
 * been read (issue 45): a page's render, once started, runs on the one thread to its end, and without
 * that pause every request of a flood was rendered in turn as it was read, so the slots never filled
 * while the kernel's queue did, and a kept page, an asset or a lead waited seconds behind them. Now
 * the requests that arrive together are all seen first: the pages past the slots and the line get a
 * fast 503, the rest are answered, then at most `max` renders run.
 */
export function renderSlots(max: number, waiting: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    active--;
    const next = queue.shift();
    if (next) {
      active++;
      next();
    }
  };
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (active >= max) {
        if (queue.length >= waiting) throw new RenderSlotsFull('every render slot is taken');
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active++;
      }
      try {
        await afterPendingIo();
        return await work();
      } finally {
        release();
      }
    },
    /** Renders running and waiting (tests and logs read it). */
    get load() {
      return { active, waiting: queue.length };
    },
  };
}
