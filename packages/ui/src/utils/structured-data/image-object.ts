import type { ImageObject } from 'schema-dts';

/**
 * An image with its size in pixels. Width and height are plain numbers, as Google's article and logo
 * markup has written them; schema-dts types them only as text with a unit or a QuantitativeValue.
 */
export function imageObject(url: string, width?: number, height?: number): ImageObject {
  const sized = width !== undefined && height !== undefined ? { width, height } : {};
  return { '@type': 'ImageObject', url, ...sized } as ImageObject;
}
