/**
 * The site's icons as SVG markup, drawn once per page in a sprite (`<symbol>`s) that every <Icon>
 * points to with `<use>`. Kept out of the components' code on purpose: no page's JavaScript carries
 * the drawings, and a page's HTML carries each drawing once instead of at every use. Plain strings,
 * no imports, so the build (vite.config) and Storybook's preview can write the sprite too.
 */

type IconDrawing = { kind: 'stroke' | 'fill'; body: string };

const icons = {
  phone: { kind: 'stroke', body: '<path d="M21 16.4v2.9a1.9 1.9 0 0 1-2.1 1.9 18.8 18.8 0 0 1-8.2-2.9 18.5 18.5 0 0 1-5.7-5.7A18.8 18.8 0 0 1 2.1 4.3 1.9 1.9 0 0 1 4 2.2h2.9a1.9 1.9 0 0 1 1.9 1.6c.1.9.4 1.8.7 2.7a1.9 1.9 0 0 1-.4 2L7.8 9.7a15.2 15.2 0 0 0 5.7 5.7l1.2-1.2a1.9 1.9 0 0 1 2-.4c.9.3 1.8.6 2.7.7a1.9 1.9 0 0 1 1.6 1.9z"/>' },
  mail: { kind: 'stroke', body: '<rect x="2.5" y="4.5" width="19" height="15" rx="2"/><path d="m3 6.5 9 6.5 9-6.5"/>' },
  menu: { kind: 'stroke', body: '<path d="M3.5 7h17M3.5 12h17M3.5 17h17"/>' },
  close: { kind: 'stroke', body: '<path d="M18 6 6 18M6 6l12 12"/>' },
  sun: { kind: 'stroke', body: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>' },
  moon: { kind: 'stroke', body: '<path d="M20.5 14.1A8.5 8.5 0 1 1 9.9 3.5a6.6 6.6 0 0 0 10.6 10.6z"/>' },
  monitor: { kind: 'stroke', body: '<rect x="2.5" y="3.5" width="19" height="13" rx="2"/><path d="M8 20.5h8M12 16.5v4"/>' },
  'map-pin': { kind: 'stroke', body: '<path d="M19.5 10c0 5.5-7.5 11.5-7.5 11.5S4.5 15.5 4.5 10a7.5 7.5 0 0 1 15 0z"/><circle cx="12" cy="10" r="2.6"/>' },
  bed: { kind: 'stroke', body: '<path d="M3 19.5V13a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6.5M3 16.5h18M5 11V7a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v4M9 11V9.5h6V11"/>' },
  bath: { kind: 'stroke', body: '<path d="M2.5 12h19M4 12v2.5A4.5 4.5 0 0 0 8.5 19h7a4.5 4.5 0 0 0 4.5-4.5V12M6 12V5.5A2 2 0 0 1 9.6 4.3M7 19l-1 2M17 19l1 2"/>' },
  ruler: { kind: 'stroke', body: '<path d="m3.5 16.5 13-13 4 4-13 13zM7.5 12.5l2 2M10.5 9.5l2 2M13.5 6.5l2 2"/>' },
  star: { kind: 'fill', body: '<path d="m12 2.6 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.5 6.6-.8z"/>' },
  'star-half': { kind: 'fill', body: '<path d="M12 2.6v14.6l-5.9 3.2 1.3-6.5-4.9-4.5 6.6-.8z"/><path d="m12 2.6 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.5 6.6-.8z" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round"/>' },
  'star-empty': { kind: 'stroke', body: '<path d="m12 2.6 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.5 6.6-.8z"/>' },
  'arrow-right': { kind: 'stroke', body: '<path d="M4.5 12h15M13.5 6l6 6-6 6"/>' },
  'arrow-left': { kind: 'stroke', body: '<path d="M19.5 12h-15M10.5 6l-6 6 6 6"/>' },
  clock: { kind: 'stroke', body: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.2 2"/>' },
  'alert-circle': { kind: 'stroke', body: '<circle cx="12" cy="12" r="9"/><path d="M12 7.5v5.5M12 16.5v.01"/>' },
  users: { kind: 'stroke', body: '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8"/>' },
  home: { kind: 'stroke', body: '<path d="M3.5 10.5 12 3.5l8.5 7M5.5 9v11h5v-6h3v6h5V9"/>' },
  compass: { kind: 'stroke', body: '<circle cx="12" cy="12" r="9"/><path d="m15.5 8.5-2 5-5 2 2-5z"/>' },
  search: { kind: 'stroke', body: '<circle cx="11" cy="11" r="6.5"/><path d="m20 20-4.2-4.2"/>' },
  flame: { kind: 'stroke', body: '<path d="M12 21.5c3.9 0 6.5-2.6 6.5-6.3 0-3.9-2.8-6.1-4.1-9.7-.3-.9-1.4-1.1-1.9-.3-.9 1.4-1.1 3.1-1.1 4.3-1.1-.6-1.8-1.9-2-3-.2-.8-1.2-1-1.7-.3-1.3 1.9-2.2 4.3-2.2 6.9 0 4.3 2.7 8.4 6.5 8.4z"/>' },
  linkedin: { kind: 'fill', body: '<path d="M5 3.4a2.3 2.3 0 1 1 0 4.6 2.3 2.3 0 0 1 0-4.6zM3 9.4h4v11.2H3zM9.6 9.4h3.8v1.5h.1c.5-1 1.8-1.9 3.7-1.9 4 0 4.7 2.6 4.7 6v5.6h-4v-5c0-1.2 0-2.7-1.6-2.7-1.7 0-1.9 1.3-1.9 2.6v5.1h-4z"/>' },
  instagram: { kind: 'stroke', body: '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.4" cy="6.6" r="0.6" fill="currentColor"/>' },
  facebook: { kind: 'fill', body: '<path d="M13.8 21.5v-8.1h2.7l.4-3.2h-3.1v-2c0-.9.3-1.5 1.6-1.5H17V3.8c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.4-4 4.1v2.4H7.9v3.2h2.7v8.1z"/>' },
  pinterest: { kind: 'fill', body: '<path d="M12 2.5a9.5 9.5 0 0 0-3.5 18.3c-.1-.8-.2-1.9 0-2.8l1.1-4.7s-.3-.6-.3-1.4c0-1.3.8-2.3 1.7-2.3.8 0 1.2.6 1.2 1.4 0 .8-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.2-1.9 3.2-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3l.1.3-.3 1.1c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A9.5 9.5 0 1 0 12 2.5z"/>' },
  youtube: { kind: 'fill', body: '<path fill-rule="evenodd" d="M21.2 7.4a2.4 2.4 0 0 0-1.7-1.7C18 5.3 12 5.3 12 5.3s-6 0-7.5.4a2.4 2.4 0 0 0-1.7 1.7A25 25 0 0 0 2.4 12c0 1.6.1 3.1.4 4.6a2.4 2.4 0 0 0 1.7 1.7c1.5.4 7.5.4 7.5.4s6 0 7.5-.4a2.4 2.4 0 0 0 1.7-1.7c.3-1.5.4-3 .4-4.6s-.1-3.1-.4-4.6zM10.1 14.9V9.1l5 2.9z"/>' },
  google: { kind: 'fill', body: '<path d="M21.3 12.2c0-.7-.1-1.3-.2-1.9H12v3.6h5.2a4.5 4.5 0 0 1-1.9 2.9v2.4h3.1c1.8-1.7 2.9-4.1 2.9-7zM12 21.5c2.6 0 4.8-.9 6.4-2.3l-3.1-2.4c-.9.6-2 .9-3.3.9-2.5 0-4.7-1.7-5.4-4H3.4v2.5A9.5 9.5 0 0 0 12 21.5zM6.6 13.7a5.7 5.7 0 0 1 0-3.6V7.6H3.4a9.5 9.5 0 0 0 0 8.6zM12 6.3c1.4 0 2.7.5 3.7 1.4l2.7-2.7A9.5 9.5 0 0 0 3.4 7.6l3.2 2.5c.7-2.2 2.9-3.8 5.4-3.8z"/>' },
  yelp: { kind: 'fill', body: '<path d="M10.6 2.6c.6-.2 1.3.2 1.4.9l.9 9.1c.1.8-.9 1.3-1.4.6L6.2 5.9c-.4-.5-.2-1.2.3-1.5 1.2-.8 2.6-1.4 4.1-1.8zM13.6 14.5l5.2 1.7c.6.2.9.9.6 1.5-.6 1.2-1.4 2.2-2.5 3-.5.4-1.2.2-1.5-.3l-2.9-4.7c-.5-.7.3-1.6 1.1-1.2zM13.7 11.9l5.2-1.8c.6-.2 1.3.2 1.4.8.2 1.3.2 2.6-.1 3.8-.1.6-.8 1-1.4.8l-5.2-1.7c-.8-.3-.8-1.6.1-1.9zM11.2 15.4l-.1 5.5c0 .6-.6 1.1-1.2 1-1.3-.2-2.5-.7-3.6-1.4-.5-.3-.6-1-.3-1.5l3.3-4.4c.5-.6 1.9-.3 1.9.8zM9.8 13.3l-5.3 1.4c-.6.2-1.3-.2-1.4-.9-.2-1.3-.1-2.6.3-3.8.2-.6.9-.9 1.4-.6l4.9 2.1c.9.4.8 1.7.1 1.8z"/>' },
  external: { kind: 'stroke', body: '<path d="M14 4.5h5.5V10M19.5 4.5 11 13M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10"/>' },
  filters: { kind: 'stroke', body: '<path d="M4 6.5h9M18 6.5h2M4 12h3M11 12h9M4 17.5h11M19 17.5h1"/><circle cx="15.5" cy="6.5" r="2.2"/><circle cx="9" cy="12" r="2.2"/><circle cx="17" cy="17.5" r="2.2"/>' },
  check: { kind: 'stroke', body: '<path d="m4.5 12.5 5 5 10-11"/>' },
  quote: { kind: 'fill', body: '<path d="M9.6 5.5C5.9 6.8 3.5 9.7 3.5 13.6c0 2.8 1.6 4.9 4 4.9 2 0 3.5-1.5 3.5-3.4 0-1.9-1.3-3.2-3.1-3.2-.3 0-.6 0-.8.1.4-1.8 1.9-3.4 3.8-4.3zm9.5 0c-3.7 1.3-6.1 4.2-6.1 8.1 0 2.8 1.6 4.9 4 4.9 2 0 3.5-1.5 3.5-3.4 0-1.9-1.3-3.2-3.1-3.2-.3 0-.6 0-.8.1.4-1.8 1.9-3.4 3.8-4.3z"/>' },
} satisfies Record<string, IconDrawing>;

export type IconName = keyof typeof icons;
// Pure, so a bundle that only needs iconSymbolId (every page's <Icon>) leaves the drawings out.
export const iconNames = /* @__PURE__ */ Object.keys(icons) as IconName[];

/** The id of an icon's `<symbol>` in the sprite, which `<use href="#…">` points to. */
export const iconSymbolId = (name: IconName) => `pcr-icon-${name}`;

const paint: Record<IconDrawing['kind'], string> = {
  stroke: 'fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"',
  fill: 'fill="currentColor"',
};

/**
 * The sprite: one hidden `<svg>` with every icon as a `<symbol>`, for the start of a page's body.
 * Out of the layout (zero size, absolutely placed) and of the accessibility tree (aria-hidden).
 */
export function iconSpriteMarkup(): string {
  const symbols = iconNames.map((name) => `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24" ${paint[icons[name].kind]}>${icons[name].body}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" data-icon-sprite="" aria-hidden="true" focusable="false" style="position:absolute;width:0;height:0;overflow:hidden">${symbols.join('')}</svg>`;
}
