import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AboutContentSchema, AgentSchema, CityDetailSchema, GUIDE_SLUGS, GuideSchema, LegalDocumentSchema, NeighborhoodSchema, type ArticleSection } from '@pcr/contracts';
import { about, agents, cityDetails, contentIn, editorialIn, guides, neighborhoods, privacyPolicy, readingMinutesFor, termsOfService } from './index.js';
import { aboutEs } from './es/about.js';
import { agentTextsEs } from './es/agents.js';
import { cityTextsEs } from './es/cities.js';
import { privacyPolicyEs, termsOfServiceEs } from './es/legal.js';
import { neighborhoodTextsEs } from './es/neighborhoods.js';
import { findGuideEntry, loadGuide } from './guide-catalog.js';

/** The content in Spanish (decision 0035): every entity translated, valid, and shaped as its English twin. */

const problemOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? '' : result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ');
};

/** A document's shape without its words: what a translation must keep (anchors, links, block kinds, counts). */
function shapeOf(value: unknown, kept: readonly string[] = ['id', 'slug', 'href', 'type', 'tone', 'effectiveDate']): unknown {
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.map((item) => shapeOf(item, kept));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, kept.includes(key) ? item : shapeOf(item, kept)]));
  return value;
}

/** Words no Spanish text should contain: the usual English function words, as whole words. */
const ENGLISH_WORDS = /\b(the|and|with|your|you|which|from|this|that)\b/i;
/** Strings of a value, for the English check (names of places may contain "the": "The Strand"). */
const proseOf = (sections: readonly ArticleSection[]) => sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text] : []))]);

describe('the guides in Spanish', () => {
  // The content package's own merge, not a copy of its slug-to-text map here.
  const spanishGuides = editorialIn('es').guides;

  it.each(GUIDE_SLUGS)('%s: valid, the same anchors, blocks and links as the English, an honest reading time', (slug) => {
    const english = guides.find((g) => g.slug === slug)!;
    const spanish = spanishGuides.find((g) => g.slug === slug)!;
    expect(problemOf(GuideSchema, spanish)).toBe('');
    expect(shapeOf(spanish.sections)).toEqual(shapeOf(english.sections));
    expect(spanish.title).not.toBe(english.title);
    // The page's <title> adds " | Pacific Crest Realty" (23 characters) and stays within 80.
    expect(`${spanish.title} | Pacific Crest Realty`.length).toBeLessThanOrEqual(80);
    expect(spanish.readingMinutes).toBe(readingMinutesFor(spanish.summary, spanish.sections));
    expect(proseOf(spanish.sections).filter((text) => ENGLISH_WORDS.test(text.replace(/\([^)]*\)/g, '')))).toEqual([]);
  });

  // A page loads each guide's text on its own (guide-catalog-es.ts): the same guide as editorialIn's.
  it.each(GUIDE_SLUGS)('%s: a page loads the same guide', async (slug) => {
    expect(await loadGuide(findGuideEntry(slug)!, 'es')).toEqual(spanishGuides.find((g) => g.slug === slug));
  });
});

describe('the about page and the legal documents in Spanish', () => {
  it('about: valid, the same values, reasons and years as the English', () => {
    expect(problemOf(AboutContentSchema, aboutEs)).toBe('');
    expect(aboutEs.timeline.map((event) => event.year)).toEqual(about.timeline.map((event) => event.year));
    expect(shapeOf(aboutEs)).toEqual(shapeOf(about));
    expect(aboutEs.mission.title).not.toBe(about.mission.title);
  });

  it.each([
    [privacyPolicyEs, privacyPolicy],
    [termsOfServiceEs, termsOfService],
  ])('$slug: valid, the same sections, anchors and effective date as the English', (spanish, english) => {
    expect(problemOf(LegalDocumentSchema, spanish)).toBe('');
    expect(shapeOf(spanish)).toEqual(shapeOf(english));
    expect(spanish.title).not.toBe(english.title);
  });
});

describe('the entities the API serves in Spanish', () => {
  it('translates every neighborhood, agent and city, and nothing else', () => {
    expect(Object.keys(neighborhoodTextsEs).sort()).toEqual(neighborhoods.map((n) => n.slug).sort());
    expect(Object.keys(agentTextsEs).sort()).toEqual(agents.map((a) => a.id).sort());
    expect(Object.keys(cityTextsEs).sort()).toEqual(cityDetails.map((c) => c.slug).sort());
  });

  it('keeps every list the same length and every merged entity valid', () => {
    const spanish = contentIn('es');
    spanish.neighborhoods.forEach((hood, i) => {
      expect(problemOf(NeighborhoodSchema, hood)).toBe('');
      for (const list of ['propertyTypes', 'housing', 'lifestyle', 'education', 'transportation'] as const)
        expect(hood[list].length, `${hood.slug}.${list}`).toBe(neighborhoods[i]![list].length);
    });
    for (const agent of spanish.agents) expect(problemOf(AgentSchema, agent)).toBe('');
    spanish.cityDetails.forEach((city, i) => {
      expect(problemOf(CityDetailSchema, city)).toBe('');
      // Lists of places, schools and questions are merged item by item: the same number as the English.
      expect(shapeOf(city, ['slug', 'imageUrl'])).toEqual(shapeOf(cityDetails[i], ['slug', 'imageUrl']));
      expect(cityTextsEs[city.slug]!.bestFor.length).toBe(cityDetails[i]!.bestFor.length);
      expect(city.metaDescription.length, city.slug).toBeLessThanOrEqual(160);
    });
  });

  it('is the English content for English', () => {
    expect(contentIn('en')).toEqual({ agents, neighborhoods, cityDetails, cities: contentIn('en').cities });
  });
});
