/**
 * The built index.html as the server fills it: cut once, at build time, at the places a page's own
 * parts go (build/page-template.ts writes it to `.vite/page-template.json`), so a page is the
 * template's pieces and its own joined in order, with no search in the document per request.
 */

/** The places in the template a page fills, in document order. */
export const TEMPLATE_SLOTS = ['lang', 'preload', 'head', 'root', 'data', 'modules'] as const;
export type TemplateSlot = (typeof TEMPLATE_SLOTS)[number];


export interface PageTemplate {
  /** The template's text around the slots: one more than there are slots. */
  pieces: string[];
  /** The slots' contents in the browser-only shell (index.html as served without a server render). */
  defaults: Record<TemplateSlot, string>;
  /** sha256 sources of the template's inline scripts, for the Content-Security-Policy. */
  scriptHashes: string[];
}

/** The marker pair around a slot in the source index.html: `<!--pcr:root-->default<!--/pcr:root-->`. */
export const slotMarkers = (slot: TemplateSlot) => [`<!--pcr:${slot}-->`, `<!--/pcr:${slot}-->`] as const;

/** The document: the template's pieces with each slot's content between them. */
export function fillTemplate(template: PageTemplate, content: Partial<Record<TemplateSlot, string>>): string {
  let html = template.pieces[0] ?? '';
  TEMPLATE_SLOTS.forEach((slot, i) => {
    html += (content[slot] ?? template.defaults[slot]) + (template.pieces[i + 1] ?? '');
  });
  return html;
}
