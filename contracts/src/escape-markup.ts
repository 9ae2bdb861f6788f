/**
 * Text made safe for XML or HTML, in an element's content or a quoted attribute: the five characters
 * that could end either are written as references every XML and HTML parser knows (`'` as `&#39;`,
 * which HTML before version 5 lacks a name for). For the sitemap, the share card's SVG and the head.
 */
const REFERENCES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (c) => REFERENCES[c]!);
