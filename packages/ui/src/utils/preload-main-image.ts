import { preload } from 'react-dom';

/**
 * Names the page's main image (usually its largest paint) in the page's head, so the browser asks for
 * it with the document rather than once the parser reaches it behind the inline stylesheet. React
 * puts the preload link into a server render's head and adds it at most once in the browser.
 */
export function preloadMainImage(src: string): void {
  preload(src, { as: 'image', fetchPriority: 'high' });
}
