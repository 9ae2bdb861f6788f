import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../i18n/locale-context.js';

/** Spec section 4: what a missing or failing image is replaced by. */
export const IMAGE_NOT_AVAILABLE = 'Image not available';

/** Picture frame icon for the placeholder (decorative). */
function ImageOffIcon() {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="3" y="4.5" width="18" height="15" rx="2" />
      <path d="m3.5 16 5-5 4 4 2.5-2.5 5.5 5.5" />
      <circle cx="15.5" cy="9" r="1.6" />
      <path d="M3 3l18 18" />
    </svg>
  );
}

export interface ImageUnavailableProps {
  className?: string;
  iconClassName?: string;
  testId?: string;
}

/** The 'Image not available' placeholder: an icon and the words; each frame styles it. */
export function ImageUnavailable({ className, iconClassName, testId }: ImageUnavailableProps) {
  const t = useTranslate();
  return (
    <div className={className} data-testid={testId}>
      <span className={iconClassName}>
        <ImageOffIcon />
      </span>
      <span>{t(IMAGE_NOT_AVAILABLE)}</span>
    </div>
  );
}

/**
 * Whether to show an image or its placeholder: a missing URL, or one that fails to load, shows the
 * placeholder. A prerendered page may have lost the image's error event before React attached its
 * handler, so an image already complete that cannot be decoded has failed too.
 */
export function useImageFallback(imageUrl: string | undefined) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const source = imageUrl?.trim() ? imageUrl : undefined;

  useEffect(() => {
    const image = imageRef.current;
    if (!source || !image || !image.complete) return;
    let active = true;
    image.decode().catch(() => {
      if (active) setFailedUrl(source);
    });
    return () => {
      active = false;
    };
  }, [source]);

  return {
    source,
    showImage: source !== undefined && failedUrl !== source,
    imageRef,
    onError: () => setFailedUrl(source ?? null),
  };
}
