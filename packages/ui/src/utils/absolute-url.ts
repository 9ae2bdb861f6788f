/** Share previews (og:image) need an absolute address; the content keeps site-relative ones. */
export function absoluteUrl(url: string): string {
  return typeof window === 'undefined' ? url : new URL(url, window.location.origin).href;
}
