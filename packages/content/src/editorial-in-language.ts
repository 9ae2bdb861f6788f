import type { AboutContent, Guide, LegalDocument, Locale, Resource } from '@pcr/contracts';
import { about } from './about.js';
import { aboutEs } from './es/about.js';
import { sections as firstTimeBuyers } from './es/guides/first-time-buyers.js';
import { sections as homeBuyingProcess } from './es/guides/home-buying-process.js';
import { sections as homeValueTips } from './es/guides/home-value-tips.js';
import { sections as mortgageGuide } from './es/guides/mortgage-guide.js';
import { sections as neighborhoodGuide } from './es/guides/neighborhood-guide.js';
import { privacyPolicyEs, termsOfServiceEs } from './es/legal.js';
import { inSpanish } from './guide-catalog-es.js';
import { toResource } from './guide-catalog.js';
import { guides } from './guides.js';
import { privacyPolicy, termsOfService } from './legal.js';

/** The editorial documents whole in a language (decision 0035): for the server, the stories and the tests; a page loads only its own. */
export interface EditorialInLanguage {
  about: AboutContent;
  privacyPolicy: LegalDocument;
  termsOfService: LegalDocument;
  guides: Guide[];
  resources: Resource[];
}

// Imported here, not through guide-catalog-es.ts's `spanishGuideTexts`: those load each guide on its
// own (a chunk each, for pages), and `editorialIn` is synchronous.
const spanishSections = {
  'first-time-buyers': firstTimeBuyers,
  'home-buying-process': homeBuyingProcess,
  'mortgage-guide': mortgageGuide,
  'home-value-tips': homeValueTips,
  'neighborhood-guide': neighborhoodGuide,
};

export function editorialIn(locale: Locale): EditorialInLanguage {
  if (locale === 'en') return { about, privacyPolicy, termsOfService, guides, resources: guides.map(toResource) };
  const spanishGuides = guides.map((guide) => ({ ...inSpanish(guide), sections: spanishSections[guide.slug] }));
  return { about: aboutEs, privacyPolicy: privacyPolicyEs, termsOfService: termsOfServiceEs, guides: spanishGuides, resources: spanishGuides.map(toResource) };
}
