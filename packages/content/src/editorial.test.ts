import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AboutContentSchema,
  ContactContentSchema,
  GUIDE_SLUGS,
  GuideSchema,
  LegalDocumentSchema,
  ResourceSchema,
  defaultSiteIdentity,
  fillIdentityTokens,
  type ArticleBlock,
  type ArticleSection,
} from '@pcr/contracts';
import {
  about,
  cityDetails,
  contact,
  countWords,
  findGuide,
  guides,
  legalDocuments,
  neighborhoods,
  privacyPolicy,
  relatedResources,
  resources,
  termsOfService,
} from './index.js';

/** Every sentence a reader sees in some sections, as one string. */
function textOf(sections: readonly ArticleSection[]): string {
  const block = (b: ArticleBlock): string[] => {
    switch (b.type) {
      case 'paragraph':
        return [b.text];
      case 'list':
        return b.items.map((item) => (typeof item === 'string' ? item : `${item.term} ${item.text}`));
      case 'steps':
        return b.items.map((item) => `${item.title} ${item.text}`);
      case 'table':
        return [b.caption, ...b.columns, ...b.rows.flat()];
      case 'callout':
        return [b.title, b.text, b.link?.label ?? ''];
    }
  };
  return sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(block)]).join('\n');
}

function linksOf(sections: readonly ArticleSection[]): string[] {
  return sections.flatMap((s) =>
    s.blocks.flatMap((b) => {
      if (b.type === 'list') return b.items.flatMap((item) => (typeof item !== 'string' && item.href ? [item.href] : []));
      if (b.type === 'callout' && b.link) return [b.link.href];
      return [];
    }),
  );
}

/** Every page the site has (spec section 2 and decisions.md "Routes beyond the table"). */
const sitePages = new Set([
  '/',
  '/about',
  '/contact',
  '/team',
  '/hot-listings',
  '/neighborhoods',
  '/cities',
  '/resources',
  '/properties',
  '/testimonials',
  '/privacy-policy',
  '/terms-of-service',
  ...neighborhoods.map((n) => `/neighborhoods/${n.slug}`),
  ...cityDetails.map((c) => `/cities/${c.slug}`),
  ...GUIDE_SLUGS.map((slug) => `/resources/${slug}`),
]);

const problemOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? '' : result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ');
};

describe('guides', () => {
  it('are the five guides of the spec, in order, each matching the contract', () => {
    expect(guides.map((g) => g.slug)).toEqual([...GUIDE_SLUGS]);
    for (const g of guides) expect(problemOf(GuideSchema, g), g.slug).toBe('');
  });

  it('give every section a unique anchor and link only to other existing guides', () => {
    for (const g of guides) {
      const ids = g.sections.map((s) => s.id);
      expect(new Set(ids).size, g.slug).toBe(ids.length);
      expect(g.related, g.slug).not.toContain(g.slug);
      expect(new Set(g.related).size, g.slug).toBe(g.related.length);
      for (const slug of g.related) expect(findGuide(slug), `${g.slug} → ${slug}`).toBeDefined();
    }
  });

  it('link only to pages that exist', () => {
    for (const g of guides) {
      for (const href of linksOf(g.sections)) expect(sitePages.has(href.split('#')[0] ?? ''), `${g.slug} → ${href}`).toBe(true);
    }
  });

  it('are real articles: several hundred words each, with an honest reading time', () => {
    for (const g of guides) {
      const words = countWords(g.sections);
      expect(words, g.slug).toBeGreaterThan(700);
      expect(g.readingMinutes, g.slug).toBe(Math.max(1, Math.round((words + g.summary.split(/\s+/).length) / 220)));
      expect(textOf(g.sections), g.slug).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|placeholder/i);
    }
  });

  it('first-time buyers: credit, debt-to-income, mortgage options, offers, inspections, closing costs', () => {
    const g = findGuide('first-time-buyers');
    expect(g?.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(['credit', 'debt-to-income', 'mortgage-options', 'offers', 'inspections', 'closing-costs']),
    );
  });

  it('home buying process: nine steps, common challenges and a timeline', () => {
    const g = findGuide('home-buying-process');
    const steps = g?.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'steps');
    expect(steps).toHaveLength(1);
    expect(steps?.[0]?.type === 'steps' ? steps[0].items : []).toHaveLength(9);
    expect(g?.sections.map((s) => s.id)).toEqual(expect.arrayContaining(['nine-steps', 'challenges', 'timeline']));
  });

  it('mortgage guide: loan types, fixed vs adjustable, down payments, rate factors, pre-approval, closing costs', () => {
    const g = findGuide('mortgage-guide');
    expect(g?.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(['loan-types', 'fixed-vs-adjustable', 'down-payments', 'rate-factors', 'pre-approval', 'closing-costs']),
    );
    const text = textOf(g?.sections ?? []);
    for (const loan of ['Conventional', 'FHA', 'VA', 'Jumbo']) expect(text).toContain(loan);
  });

  it('home value tips: value and investment', () => {
    const ids = findGuide('home-value-tips')?.sections.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['what-drives-value', 'investing']));
  });

  it('neighborhood guide: every neighborhood of the site, under its own region', () => {
    const g = findGuide('neighborhood-guide');
    for (const [sectionId, region] of [
      ['orange-county', 'Orange County'],
      ['los-angeles', 'Los Angeles'],
    ] as const) {
      const section = g?.sections.find((s) => s.id === sectionId);
      const links = linksOf(section ? [section] : []);
      for (const n of neighborhoods.filter((hood) => hood.region === region)) {
        expect(links, `${sectionId} → ${n.slug}`).toContain(`/neighborhoods/${n.slug}`);
      }
    }
  });

  it('cite the typical figures of spec section 9 as editorial text', () => {
    const all = guides.map((g) => textOf(g.sections)).join('\n');
    expect(all).toMatch(/FHA[^.]*3\.5%|3\.5%[^.]*FHA/);
    for (const score of ['580', '620', '740']) expect(all).toContain(score);
    expect(all).toContain('43%');
    expect(all).toContain('2-5%');
  });

  it('state no conforming or FHA loan limit in dollars (they change every year)', () => {
    const all = guides.map((g) => textOf(g.sections)).join('\n');
    expect(all).not.toMatch(/\$\s?\d{1,3}(,\d{3}){2}/);
    expect(all).not.toMatch(/\$\s?\d+(\.\d+)?\s?(million|M)\b/i);
  });

  it('index as five resource cards, and relate to existing cards', () => {
    expect(resources.map((r) => r.href)).toEqual(GUIDE_SLUGS.map((slug) => `/resources/${slug}`));
    for (const r of resources) {
      expect(problemOf(ResourceSchema, r), r.slug).toBe('');
      expect(r.title).toBe(findGuide(r.slug)?.title);
    }
    for (const g of guides) expect(relatedResources(g).map((r) => r.slug)).toEqual(g.related);
  });
});

describe('about', () => {
  it('matches the contract', () => expect(problemOf(AboutContentSchema, about)).toBe(''));

  it('has the four values of the spec, each described in one sentence', () => {
    expect(about.values.map((value) => value.title)).toEqual(['Integrity', 'Excellence', 'Client-Focused', 'Local Expertise']);
    for (const value of about.values) expect(value.description.split(/(?<=[.!?])\s+/), value.title).toHaveLength(1);
  });

  it('tells the story of the spec timeline', () => {
    expect(about.timeline.map((event) => event.year)).toEqual([2008, 2013, 2018, 2023]);
    expect(about.timeline[1]?.title).toMatch(/Los Angeles/);
    expect(about.timeline[2]?.title).toMatch(/[Ll]uxury/);
    expect(about.timeline[3]?.title).toMatch(/over 20/);
  });

  it('names the brand through the identity token, never as a copy', () => {
    const text = JSON.stringify(about);
    expect(text).not.toContain(defaultSiteIdentity.brand);
    expect(text).toContain('{brand}');
  });
});

describe('contact', () => {
  it('matches the contract', () => expect(problemOf(ContactContentSchema, contact)).toBe(''));

  it('lists every neighborhood and every city as a service area, each linking to its page', () => {
    const areas = contact.serviceAreas.flatMap((group) => group.areas.map((area) => ({ ...area, region: group.region })));
    for (const n of neighborhoods) {
      expect(areas, n.slug).toContainEqual({ name: n.name, href: `/neighborhoods/${n.slug}`, region: n.region });
    }
    for (const c of cityDetails) {
      const area = areas.find((a) => a.name === c.name);
      expect(area, c.slug).toBeDefined();
      // A city with its own neighborhood page links there; the others link to their city guide.
      if (!neighborhoods.some((n) => n.name === c.name)) expect(area?.href, c.slug).toBe(`/cities/${c.slug}`);
    }
    expect(areas.filter((a) => a.region === 'Los Angeles').map((a) => a.name)).toEqual(
      neighborhoods.filter((n) => n.region === 'Los Angeles').map((n) => n.name),
    );
    for (const area of areas) expect(sitePages.has(area.href), area.href).toBe(true);
    expect(new Set(areas.map((area) => area.name)).size).toBe(areas.length);
  });
});

describe('legal documents', () => {
  it('match the contract and take effect on 2026-11-26', () => {
    expect(legalDocuments.map((doc) => doc.slug)).toEqual(['privacy-policy', 'terms-of-service']);
    for (const doc of legalDocuments) {
      expect(problemOf(LegalDocumentSchema, doc), doc.slug).toBe('');
      expect(doc.effectiveDate).toBe('2026-11-26');
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size, doc.slug).toBe(ids.length);
      for (const href of linksOf(doc.sections)) expect(sitePages.has(href), href).toBe(true);
    }
  });

  it('privacy policy: covers the lead forms, the anti-spam field, retention, sharing and CCPA/CPRA rights', () => {
    const text = textOf(privacyPolicy.sections);
    for (const field of ['name', 'email address', 'phone number', 'property address', 'message', 'interested in']) {
      expect(text, field).toContain(field);
    }
    expect(text).toMatch(/hidden field/);
    expect(text).toMatch(/How long we keep it/);
    expect(text).toMatch(/We do not sell your personal information/);
    expect(text).toMatch(/CCPA\/CPRA/);
    for (const right of ['Right to know', 'Right to delete', 'Right to correct', 'Right to opt out of sale or sharing']) {
      expect(text, right).toContain(right);
    }
    // Requests go to the site's contact e-mail, filled in from the identity.
    const exercise = privacyPolicy.sections.find((s) => s.id === 'exercising-your-rights');
    expect(fillIdentityTokens(textOf(exercise ? [exercise] : []), defaultSiteIdentity)).toContain(defaultSiteIdentity.email);
  });

  it('terms of service: informational, no offer, third-party listing data, fair housing, California law', () => {
    const text = textOf(termsOfService.sections);
    expect(text).toMatch(/not an offer/);
    expect(text).toMatch(/third parties/);
    expect(text).toMatch(/Fair Housing Act/);
    expect(text).toMatch(/laws of the State of California/);
  });

  it('never copy the site identity (brand, phone, e-mail come from tokens)', () => {
    const text = JSON.stringify(legalDocuments);
    for (const value of [defaultSiteIdentity.brand, defaultSiteIdentity.email, defaultSiteIdentity.phoneDisplay]) {
      expect(text).not.toContain(value);
    }
  });
});
