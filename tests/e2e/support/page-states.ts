import type { PageOutline } from './page-outline.js';

/**
 * The page template a path renders: a detail route's slug (a home's page or its tour form), any query
 * string and the page's language (/es) do not change which components are on the page, only their
 * data and their words.
 */
export const templateOf = (path: string) => {
  const [pathname = '/'] = path.split('?');
  return (pathname.replace(/^\/es(?=\/|$)/, '') || '/').replace(/^\/(neighborhoods|cities|properties|resources|team)\/[^/]+(\/tour)?$/, '/$1/:slug$2');
};

/**
 * The template and the state a page is in, as far as its components go: a photo gallery adds its own
 * (a property with one is a state of its own), and so does an answer other than 200 (the not-found
 * page of a detail route). Checks that need the browser visit one page of each.
 */
export const stateOf = (path: string, outline: PageOutline, status = 200) =>
  templateOf(path) + (outline.hasGallery ? ' with a gallery' : '') + (status === 200 ? '' : ` answering ${status}`);
