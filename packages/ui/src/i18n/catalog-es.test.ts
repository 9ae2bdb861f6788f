import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spanishTexts } from './catalog-es.js';
import { formMessagesEs } from '@pcr/contracts/messages-es';
import { mortgageMessagesEs } from '@pcr/contracts/mortgage-messages-es';
import { propertySearchMessagesEs } from '@pcr/contracts/property-search-messages-es';
import { sellerTextsEs } from '@pcr/contracts/seller-es';
import { tourTextsEs } from '@pcr/contracts/tours-es';
import { agencyEs } from './es/agency.js';
import { agentCardsEs } from './es/agent-cards.js';
import { agentLanguagesEs } from './es/agent-languages.js';
import { alertFrequenciesEs } from './es/alert-frequencies.js';
import { alertsEs } from './es/alerts.js';
import { alertsManageEs } from './es/alerts-manage.js';
import { areaPagesEs } from './es/area-pages.js';
import { citiesEs } from './es/cities.js';
import { contactEs } from './es/contact.js';
import { datesEs } from './es/dates.js';
import { aboutPageEs } from './es/about-page.js';
import { articlesEs } from './es/articles.js';
import { guidesEs } from './es/guides.js';
import { legalPagesEs } from './es/legal-pages.js';
import { teamEs } from './es/team.js';
import { formsEs } from './es/forms.js';
import { homeEs } from './es/home.js';
import { hotListingsEs } from './es/hot-listings.js';
import { listingsEs } from './es/listings.js';
import { mortgageEs } from './es/mortgage.js';
import { neighborhoodsEs } from './es/neighborhoods.js';
import { pageStatesEs } from './es/page-states.js';
import { propertyPageEs } from './es/property-page.js';
import { propertySearchEs } from './es/property-search.js';
import { siteChromeEs } from './es/site-chrome.js';
import { signedLinksEs } from './es/signed-links.js';
import { subscriptionConfirmationEs } from './es/subscription-confirmation.js';
import { testimonialsEs } from './es/testimonials.js';
import { unsubscribeEs } from './es/unsubscribe.js';
import { requestRefusedEs } from './es/request-refused.js';
import { sellEs } from './es/sell.js';
import { openHousesEs } from './es/open-houses.js';
import { toursEs } from './es/tours.js';
import { pageHeadsEs } from './es/page-heads.js';
import { homePricesEs } from './es/home-prices.js';

/** Each area with only its own texts (an area that takes in the contract's messages, without them). */
const without = (texts: object, taken: object) => Object.fromEntries(Object.entries(texts).filter(([english]) => !(english in taken)));
const areas = {
  siteChromeEs,
  pageStatesEs,
  listingsEs,
  datesEs,
  contactEs,
  homeEs,
  hotListingsEs,
  testimonialsEs,
  formsEs,
  formMessagesEs,
  alertsEs: without(alertsEs, alertFrequenciesEs),
  alertFrequenciesEs,
  propertySearchEs: without(propertySearchEs, propertySearchMessagesEs),
  propertySearchMessagesEs,
  propertyPageEs,
  mortgageEs: without(mortgageEs, mortgageMessagesEs),
  mortgageMessagesEs,
  agentLanguagesEs,
  agencyEs,
  agentCardsEs: without(agentCardsEs, agentLanguagesEs),
  areaPagesEs,
  aboutPageEs,
  guidesEs,
  articlesEs,
  legalPagesEs,
  teamEs,
  citiesEs,
  neighborhoodsEs,
  subscriptionConfirmationEs,
  signedLinksEs,
  alertsManageEs,
  unsubscribeEs,
  requestRefusedEs,
  sellEs: without(sellEs, sellerTextsEs),
  openHousesEs,
  sellerTextsEs,
  toursEs: without(toursEs, tourTextsEs),
  tourTextsEs,
  pageHeadsEs,
  homePricesEs,
};
const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

/** Every TypeScript source of the interface and of what it shows (the contracts' values, such as a listing's status). */
function sources(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'i18n' && entry.name !== '__screenshots__') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories|es)\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const dir of ['packages/ui/src', 'apps/web/src', 'contracts/src']) walk(path.join(repositoryRoot, dir));
  return files.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
}

describe('the Spanish catalog', () => {
  it('names each English text in one area only (a second would silently win)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, texts] of Object.entries(areas)) {
      for (const english of Object.keys(texts)) {
        if (seen.has(english)) twice.push(`${english} (${seen.get(english)}, ${area})`);
        seen.set(english, area);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(spanishTexts)).toHaveLength(seen.size);
  });

  it('translates every text (none left empty or in English)', () => {
    const untranslated = Object.entries(spanishTexts as Record<string, string>).filter(([english, spanish]) => !spanish.trim() || spanish === english);
    expect(untranslated).toEqual([]);
  });

  it('holds no text the site no longer shows: each English text is written in the code that shows it', () => {
    const code = sources();
    const unused = Object.keys(spanishTexts).filter((english) => ![`'${english}'`, `"${english}"`, `\`${english}\``].some((quoted) => code.includes(quoted)));
    expect(unused).toEqual([]);
  });
});
