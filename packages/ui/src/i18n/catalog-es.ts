/**
 * The Spanish catalog (es-US, usted): every English text of the interface to its Spanish. `t` accepts
 * only its keys (translate.ts), and each translation must name the same {placeholders} as its English
 * text: both fail the type check otherwise. It is the language's one catalog (decision 0051): the
 * server renders Spanish pages with it, and a Spanish page's first island loads it whole, in its own
 * chunk (load-catalog.ts): no page or part chooses its texts by hand.
 */
import { agencyEs } from './es/agency.js';
import { agentCardsEs } from './es/agent-cards.js';
import { alertsEs } from './es/alerts.js';
import { alertsManageEs } from './es/alerts-manage.js';
import { areaPagesEs } from './es/area-pages.js';
import { citiesEs } from './es/cities.js';
import { contactEs } from './es/contact.js';
import { aboutPageEs } from './es/about-page.js';
import { articlesEs } from './es/articles.js';
import { guidesEs } from './es/guides.js';
import { legalPagesEs } from './es/legal-pages.js';
import { teamEs } from './es/team.js';
import { homeEs } from './es/home.js';
import { hotListingsEs } from './es/hot-listings.js';
import { leadFormsEs } from './es/lead-forms.js';
import { mortgageEs } from './es/mortgage.js';
import { neighborhoodsEs } from './es/neighborhoods.js';
import { propertyPageEs } from './es/property-page.js';
import { propertySearchEs } from './es/property-search.js';
import { requestRefusedEs } from './es/request-refused.js';
import { sellEs } from './es/sell.js';
import { shellEs } from './es/shell.js';
import { signedLinksEs } from './es/signed-links.js';
import { subscriptionConfirmationEs } from './es/subscription-confirmation.js';
import { openHousesEs } from './es/open-houses.js';
import { testimonialsEs } from './es/testimonials.js';
import { unsubscribeEs } from './es/unsubscribe.js';
import { toursEs } from './es/tours.js';
import { pageHeadsEs } from './es/page-heads.js';
import { homePricesEs } from './es/home-prices.js';
import type { SamePlaceholders } from './translate.js';

const checked = <const T extends Record<string, string>>(texts: T & SamePlaceholders<T>): T => texts;

export const spanishTexts = checked({ ...shellEs, ...contactEs, ...homeEs, ...hotListingsEs, ...testimonialsEs, ...leadFormsEs, ...alertsEs, ...propertySearchEs, ...propertyPageEs, ...mortgageEs, ...agencyEs, ...agentCardsEs, ...areaPagesEs, ...aboutPageEs, ...guidesEs, ...articlesEs, ...legalPagesEs, ...teamEs, ...citiesEs, ...neighborhoodsEs, ...subscriptionConfirmationEs, ...signedLinksEs, ...alertsManageEs, ...unsubscribeEs, ...requestRefusedEs, ...sellEs, ...openHousesEs, ...toursEs, ...pageHeadsEs, ...homePricesEs });
