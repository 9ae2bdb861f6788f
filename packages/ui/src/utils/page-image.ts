import { createContext, useContext } from 'react';

/** A page's share image as the server resolved it: a site path or an absolute URL, with its size when known. */
export interface PageImage {
  url: string;
  width?: number | undefined;
  height?: number | undefined;
}

/** The share image of a page with this head: its title, and its own picture if it has one. */
export type PageImageOf = (head: { title: string; image?: string | undefined }) => PageImage | undefined;

/**
 * How the server picks a page's share image (`og:image`: the PNG card or picture the build drew), so
 * that structured data names the same image. Unset in the browser, in Storybook and in tests: no image.
 */
export const PageImageContext = createContext<PageImageOf | undefined>(undefined);

/** The page's share image for this head, when the server said how it picks one. */
export function usePageImage(head: { title: string; image?: string | undefined }): PageImage | undefined {
  return useContext(PageImageContext)?.(head);
}
