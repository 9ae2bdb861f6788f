/**
 * What a kept value costs in memory, for the caches' byte bounds (decision 0044): an estimate on the
 * safe side of what V8 and Node hold for it, not an exact count. Strings at two bytes a character
 * (V8 keeps any string with a character past Latin-1 at two), buffers and typed arrays at the bytes
 * they hold, and every object, array and property at a fixed overhead.
 */
const OBJECT_BYTES = 32;
const SLOT_BYTES = 16;
const SCALAR_BYTES = 8;

/** The bytes `value` and what it reaches hold (shared and cyclic parts counted once). Always ≥ 1. */
export function approximateBytes(value: unknown): number {
  const seen = new Set<object>();
  const walk = (item: unknown): number => {
    if (typeof item === 'string') return OBJECT_BYTES / 2 + item.length * 2;
    if (item === null || typeof item !== 'object') return SCALAR_BYTES;
    if (seen.has(item)) return SLOT_BYTES;
    seen.add(item);
    if (ArrayBuffer.isView(item)) return OBJECT_BYTES + item.byteLength;
    if (item instanceof ArrayBuffer) return OBJECT_BYTES + item.byteLength;
    let bytes = OBJECT_BYTES;
    if (item instanceof Map) {
      for (const [key, entry] of item) bytes += SLOT_BYTES * 2 + walk(key) + walk(entry);
      return bytes;
    }
    if (item instanceof Set) {
      for (const entry of item) bytes += SLOT_BYTES + walk(entry);
      return bytes;
    }
    for (const [key, entry] of Object.entries(item)) bytes += SLOT_BYTES + (Array.isArray(item) ? 0 : key.length) + walk(entry);
    return bytes;
  };
  return Math.max(1, Math.ceil(walk(value)));
}

/** 1,048,576. */
export const MB = 1024 * 1024;
