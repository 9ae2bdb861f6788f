import { losslessCompressPng } from '@napi-rs/image';
import { PNG } from 'pngjs';

/** Width, height and RGBA bytes, as Vitest's `toMatchScreenshot` decodes a baseline (pngjs) before comparing. */
function decoded(png: Buffer): { width: number; height: number; data: Buffer } {
  const { width, height, data } = PNG.sync.read(png);
  return { width, height, data };
}

/** Whether two PNGs decode to the same width, height and RGBA pixels: all that a screenshot comparison reads. */
export function samePixels(a: Buffer, b: Buffer): boolean {
  const first = decoded(a);
  const second = decoded(b);
  return first.width === second.width && first.height === second.height && first.data.equals(second.data);
}

/**
 * The same pixels as a smaller PNG, or null when none is found. oxipng (through `@napi-rs/image`,
 * its default preset) tries row filters, colour type, bit depth and palette reductions and deflates
 * with libdeflate; the result is kept only if pngjs, the decoder Vitest compares with, reads the very
 * same width, height and RGBA pixels from it as from the original.
 */
export async function smallerLosslessPng(original: Buffer): Promise<Buffer | null> {
  const candidate = await losslessCompressPng(original, { strip: true });
  if (candidate.length >= original.length) return null;
  if (!samePixels(original, candidate)) return null;
  return candidate;
}
