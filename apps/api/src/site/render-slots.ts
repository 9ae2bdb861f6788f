/** Thrown when every render slot is taken and the queue for them is full: the caller answers 503. */
export class RenderSlotsFull extends Error {
  override name = 'RenderSlotsFull';
}

/**
 * At most `max` renders at a time and `waiting` more in line; past that a render is refused at once.
 * Renders are CPU work on the one thread: more at once only makes each slower, and a flood of
 * uncached URLs must not make every visitor wait behind it.
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
