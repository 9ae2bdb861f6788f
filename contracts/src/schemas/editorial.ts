import * as v from 'valibot';
import { GUIDE_SLUGS, IDENTITY_TOKENS, LEGAL_SLUGS, TOKEN_PATTERN, type IdentityToken } from '../editorial-tokens.js';
import { RegionSchema, SlugSchema } from './entities.js';

export * from '../editorial-tokens.js';

/**
 * Editorial content of the static pages: buyer guides, the about page, the contact page's
 * service areas and the legal documents. The content package holds the texts; these schemas
 * let its tests prove every text is well formed, and give the ui package its prop types.
 */

/** Braces appear only as known identity tokens. */
function onlyKnownTokens(text: string): boolean {
  const stripped = text.replace(TOKEN_PATTERN, (whole, name: string) => (IDENTITY_TOKENS.includes(name as IdentityToken) ? '' : whole));
  return !/[{}]/.test(stripped);
}

/** Editorial text: trimmed, non-empty, no double spaces, braces only as identity tokens. */
export const EditorialTextSchema = v.pipe(
  v.string(),
  v.minLength(1),
  v.check((text) => text === text.trim(), 'Trim the text'),
  v.check((text) => !/ {2}/.test(text), 'No double spaces'),
  v.check(onlyKnownTokens, `Use only the identity tokens {${IDENTITY_TOKENS.join('}, {')}}`),
);

/** A path on this site, optionally with an in-page anchor: "/contact", "/neighborhoods/irvine#housing". */
export const SitePathSchema = v.pipe(v.string(), v.regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/?)*(?:#[a-z0-9-]+)?$/, 'Use a site path like /resources/mortgage-guide'));

export const ParagraphBlockSchema = v.object({
  type: v.literal('paragraph'),
  text: EditorialTextSchema,
});

/** A plain item, or a term with its explanation (optionally linking to a page of the site). */
export const ListItemSchema = v.union([
  EditorialTextSchema,
  v.object({ term: EditorialTextSchema, text: EditorialTextSchema, href: v.optional(SitePathSchema) }),
]);

export const ListBlockSchema = v.object({
  type: v.literal('list'),
  /** Numbered when order matters; bullets otherwise. */
  ordered: v.optional(v.boolean()),
  items: v.pipe(v.array(ListItemSchema), v.minLength(2)),
});

/** A numbered sequence of steps, each with a title and an explanation. */
export const StepsBlockSchema = v.object({
  type: v.literal('steps'),
  items: v.pipe(v.array(v.object({ title: EditorialTextSchema, text: EditorialTextSchema })), v.minLength(2)),
});

export const TableBlockSchema = v.pipe(
  v.object({
    type: v.literal('table'),
    /** Says what the table shows; read out before it. */
    caption: EditorialTextSchema,
    columns: v.pipe(v.array(EditorialTextSchema), v.minLength(2)),
    rows: v.pipe(v.array(v.array(EditorialTextSchema)), v.minLength(1)),
  }),
  v.check((table) => table.rows.every((row) => row.length === table.columns.length), 'Give every row one cell per column'),
);

export const CalloutBlockSchema = v.object({
  type: v.literal('callout'),
  /** tip: practical advice; note: background; important: something that costs money or rights if missed. */
  tone: v.picklist(['tip', 'note', 'important']),
  title: EditorialTextSchema,
  text: EditorialTextSchema,
  /** A page of the site to continue with (e.g. another guide). */
  link: v.optional(v.object({ href: SitePathSchema, label: EditorialTextSchema })),
});

export const ArticleBlockSchema = v.union([ParagraphBlockSchema, ListBlockSchema, StepsBlockSchema, TableBlockSchema, CalloutBlockSchema]);

/** A section of an article: its `id` is the in-page anchor the table of contents links to. */
export const ArticleSectionSchema = v.object({
  id: SlugSchema,
  heading: EditorialTextSchema,
  blocks: v.pipe(v.array(ArticleBlockSchema), v.minLength(1)),
});

const MetaDescriptionSchema = v.pipe(EditorialTextSchema, v.minLength(70), v.maxLength(160));

export const GuideSchema = v.pipe(
  v.object({
    slug: v.picklist(GUIDE_SLUGS),
    title: EditorialTextSchema,
    /** Meta description, also the resources card's text. */
    description: MetaDescriptionSchema,
    /** The lead paragraph under the title. */
    summary: EditorialTextSchema,
    readingMinutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60)),
    /** ISO date (YYYY-MM-DD) the guide was first published (its structured data's datePublished). */
    datePublished: v.pipe(v.string(), v.isoDate()),
    /** ISO date (YYYY-MM-DD) of its last substantive revision, never before datePublished. */
    dateModified: v.pipe(v.string(), v.isoDate()),
    sections: v.pipe(v.array(ArticleSectionSchema), v.minLength(3)),
    /** Other guides to read next. */
    related: v.pipe(v.array(v.picklist(GUIDE_SLUGS)), v.minLength(1)),
  }),
  v.check((guide) => guide.dateModified >= guide.datePublished, 'Give a dateModified on or after datePublished'),
);

/** A card on the resources index (and a related-resource link under a guide). */
export const ResourceSchema = v.object({
  slug: v.picklist(GUIDE_SLUGS),
  href: SitePathSchema,
  title: EditorialTextSchema,
  description: EditorialTextSchema,
  readingMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

const TitledTextSchema = v.object({ title: EditorialTextSchema, description: EditorialTextSchema });

export const AboutContentSchema = v.object({
  mission: v.object({
    title: EditorialTextSchema,
    paragraphs: v.pipe(v.array(EditorialTextSchema), v.minLength(1), v.maxLength(4)),
  }),
  values: v.pipe(v.array(TitledTextSchema), v.length(4)),
  reasons: v.pipe(v.array(TitledTextSchema), v.minLength(3)),
  timeline: v.pipe(
    v.array(v.object({ year: v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100)), title: EditorialTextSchema, description: EditorialTextSchema })),
    v.minLength(2),
    v.check((events) => events.every((event, i) => i === 0 || (events[i - 1]?.year ?? 0) < event.year), 'List the years in order'),
  ),
});

export const ServiceAreaSchema = v.object({
  region: RegionSchema,
  areas: v.pipe(v.array(v.object({ name: EditorialTextSchema, href: SitePathSchema })), v.minLength(1)),
});

export const ContactContentSchema = v.object({
  serviceAreas: v.pipe(v.array(ServiceAreaSchema), v.minLength(1)),
});

export const LegalDocumentSchema = v.object({
  slug: v.picklist(LEGAL_SLUGS),
  title: EditorialTextSchema,
  description: MetaDescriptionSchema,
  /** ISO date (YYYY-MM-DD). */
  effectiveDate: v.pipe(v.string(), v.isoDate()),
  summary: EditorialTextSchema,
  sections: v.pipe(v.array(ArticleSectionSchema), v.minLength(3)),
});

export type ParagraphBlock = v.InferOutput<typeof ParagraphBlockSchema>;
export type ListItem = v.InferOutput<typeof ListItemSchema>;
export type ListBlock = v.InferOutput<typeof ListBlockSchema>;
export type StepsBlock = v.InferOutput<typeof StepsBlockSchema>;
export type TableBlock = v.InferOutput<typeof TableBlockSchema>;
export type CalloutBlock = v.InferOutput<typeof CalloutBlockSchema>;
export type ArticleBlock = v.InferOutput<typeof ArticleBlockSchema>;
export type ArticleSection = v.InferOutput<typeof ArticleSectionSchema>;
export type Guide = v.InferOutput<typeof GuideSchema>;
export type Resource = v.InferOutput<typeof ResourceSchema>;
export type AboutContent = v.InferOutput<typeof AboutContentSchema>;
export type ServiceArea = v.InferOutput<typeof ServiceAreaSchema>;
export type ContactContent = v.InferOutput<typeof ContactContentSchema>;
export type LegalDocument = v.InferOutput<typeof LegalDocumentSchema>;
