import type { ImgHTMLAttributes, ReactNode } from 'react';
import { useScriptReady } from '../../utils/use-script-ready.js';
import { useImageFallback } from './ImageUnavailable.js';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  /** The picture; none (or blank) shows `fallback` at once. */
  src: string | undefined;
  /** What stands in for the picture when it has no URL or fails to load (an `ImageUnavailable`); null: nothing. */
  fallback: ReactNode;
}

/**
 * An image that gives way to `fallback` when it fails. Where React runs the part, its own error
 * handler swaps them (`useImageFallback`). A page is mostly the server's HTML that no code hydrates
 * (decision 0048): there the fallback waits hidden beside the image, and the start-up script
 * (apps/web/src/app/start-islands.ts) removes a failed `img[data-fallback]` and shows it.
 */
export function FallbackImage({ src, fallback, ...image }: FallbackImageProps) {
  const { source, showImage, imageRef, onError } = useImageFallback(src);
  // Once React runs the part, its error handler swaps them: the waiting fallback is the server's HTML only.
  const ready = useScriptReady();
  if (!showImage) return <>{fallback}</>;
  return (
    <>
      <img ref={imageRef} key={source} src={source} onError={onError} data-fallback="" {...image} />
      {fallback === null || ready ? null : (
        <div hidden style={{ display: 'contents' }}>
          {fallback}
        </div>
      )}
    </>
  );
}
