import { formatCount, formatMillions, formatUsd, MARKETING_FIGURES, RESPONSE_PROMISE_HOURS, type Agent, type CityDetail, type Neighborhood, type Property, type RequestRefusal } from '@pcr/contracts';
import type { DataState } from '@pcr/ui';
import { requestRefusedTexts } from '@pcr/ui/pages/RequestRefusedPage/request-refused-texts.js';
import type { PageHead } from '../app/page-head.js';

/**
 * A detail page's head from its data: the loaded item's, a neutral title while it loads (after an
 * in-app navigation), or the not-found one, which asks not to be indexed.
 */
export const detailHead = <T,>(state: DataState<T>, loading: PageHead, missing: PageHead, loaded: (item: T) => PageHead): PageHead =>
  state.status === 'loaded' ? loaded(state.data) : state.status === 'loading' ? loading : { ...missing, noindex: true };

/**
 * The heads of the site's pages, by name (each route table entry names its own): what search results
 * and link previews show. Functions only, so a module that does not call them carries none of their
 * text: the browser loads this module only to write the head after an in-app navigation.
 */
export const pageHeads = {
  home: (): PageHead => ({
    title: 'Orange County & Los Angeles Real Estate',
    description: 'Pacific Crest Realty: homes for sale, neighborhood and city guides, and local agents across Orange County and Los Angeles. Talk to an agent today.',
  }),
  about: (): PageHead => ({
    title: 'About Us',
    description: `A boutique Orange County and Los Angeles real estate agency since ${MARKETING_FIGURES.founded}: our mission, our values, why clients choose us and our story.`,
  }),
  contact: (): PageHead => ({
    title: 'Contact Us',
    description: `Call, email or send a message to our Orange County and Los Angeles real estate agents. We reply within ${RESPONSE_PROMISE_HOURS} hours.`,
  }),
  neighborhoods: (): PageHead => ({
    title: 'Neighborhood Guides',
    description: 'Neighborhood guides to Orange County and Los Angeles: average home prices, housing, lifestyle, schools and getting around, area by area.',
  }),
  neighborhood: (state: DataState<Neighborhood>): PageHead =>
    detailHead(
      state,
      { title: 'Neighborhood Guides' },
      {
        title: 'Neighborhood Not Found',
        description: 'This neighborhood guide could not be found. Browse the Orange County and Los Angeles neighborhood guides of Pacific Crest Realty instead.',
      },
      (hood) => ({
        title: `${hood.name}, ${hood.region} Neighborhood Guide`,
        description: `${hood.name}, ${hood.region}: ${formatMillions(hood.averagePrice)} average home price, ${formatUsd(hood.medianSalePrice)} median sale. Housing, lifestyle, schools, transportation and homes for sale.`,
        image: hood.imageUrl,
        mainImage: hood.imageUrl,
      }),
    ),
  team: (): PageHead => ({
    title: 'Our Team',
    description: `Meet the ${MARKETING_FIGURES.professionals} agents and specialists of our Orange County and Los Angeles real estate team, led by our founder.`,
  }),
  agent: (state: DataState<Agent>): PageHead =>
    detailHead(
      state,
      { title: 'Our Team' },
      {
        title: 'Agent Not Found',
        description: 'This agent is not on our team, or no longer is. Meet the Orange County and Los Angeles agents of Pacific Crest Realty instead.',
      },
      (agent) => ({
        // The agent's own title goes in the description: with it, some titles pass the 80 characters a result shows.
        title: `${agent.name}, Real Estate Agent`,
        description: `${agent.name}, ${agent.title} at Pacific Crest Realty (DRE #${agent.licenseNumber}): the homes ${agent.name.split(' ')[0]} lists, languages, phone and e-mail.`,
        image: agent.imageUrl,
        imageAlt: agent.name,
      }),
    ),
  hotListings: (): PageHead => ({
    title: 'Hot Listings',
    description: 'The most-watched homes for sale across Orange County and Los Angeles right now, ranked by buyer interest, from our listing provider.',
  }),
  openHouses: (): PageHead => ({
    title: 'Open Houses This Weekend',
    description: 'Open houses across Orange County and Los Angeles: this weekend’s first, then the next 14 days, with the hours in Pacific time and a link to add each to your calendar.',
  }),
  cities: (): PageHead => ({
    title: 'Orange County Cities',
    description: 'City guides to Orange County: median home prices, population, schools, attractions and lifestyle, city by city.',
  }),
  city: (state: DataState<CityDetail>): PageHead =>
    detailHead(
      state,
      { title: 'Orange County Cities' },
      { title: 'City Not Found', description: 'This city guide could not be found. Browse the Orange County city guides of Pacific Crest Realty instead.' },
      (city) => ({ title: `${city.name}, Orange County Real Estate Guide`, description: city.metaDescription, image: city.imageUrl, ...(city.imageUrl ? { mainImage: city.imageUrl } : {}) }),
    ),
  /** All homes, or those of one area ("Irvine"). */
  properties: (area: string | undefined): PageHead =>
    area
      ? { title: `Homes for Sale in ${area}`, description: `Homes for sale in ${area} with Pacific Crest Realty: prices, beds, baths and size at a glance.` }
      : { title: 'Homes for Sale', description: 'Homes for sale with Pacific Crest Realty across Orange County and Los Angeles: prices, beds, baths and size at a glance.' },
  property: (state: DataState<Property>): PageHead =>
    detailHead(state, { title: 'Homes for Sale' }, { title: 'Property Not Found' }, (home) => ({
      title: home.title,
      description: `${home.title} in ${home.location}: ${home.bedrooms} beds, ${home.bathrooms} baths, ${formatCount(home.squareFeet)} sq ft, ${formatUsd(home.price)}.`,
      image: home.imageUrl,
      // A gallery shows its first photo first; a single photo is the home's image.
      mainImage: home.photos && home.photos.length > 1 ? home.photos[0]?.url : home.imageUrl,
    })),
  testimonials: (): PageHead => ({
    title: 'Client Testimonials',
    description: 'What buyers and sellers across Orange County and Los Angeles say about working with our agents.',
  }),
  resources: (): PageHead => ({
    title: 'Buyer Resources',
    description: 'Free guides for home buyers in Orange County and Los Angeles: first-time buyers, the buying process, mortgages, home value and neighborhoods.',
  }),
  notFound: (): PageHead => ({ title: 'Page not found', noindex: true }),
  /** The link of a subscription's e-mail, or of an alert's. */
  subscriptionConfirmation: (alert?: boolean): PageHead => ({ title: alert ? 'Confirm your alert' : 'Confirm your subscription', noindex: true }),
  alertsManage: (): PageHead => ({ title: 'Manage your alerts', noindex: true }),
  sell: (): PageHead => ({
    title: 'What’s My Home Worth? Free Home Valuation',
    description: `Tell us about your Orange County or Los Angeles home in two steps: see the homes like it at once, and get a local agent's market analysis within ${RESPONSE_PROMISE_HOURS} hours.`,
  }),
  // One seller's answer: not a page for search engines.
  sellThanks: (): PageHead => ({ title: 'Thank you: your home analysis is on its way', noindex: true }),
  /** A home's tour request form (issue 48): one visitor's, not a page for search engines. */
  tourRequest: (home?: { title: string }): PageHead => ({
    title: home ? `Request a tour: ${home.title}` : 'Request a tour',
    description: `Ask for a private tour${home ? ` of ${home.title}` : ''}, in person or by video: choose up to three times, and an agent confirms one within ${RESPONSE_PROMISE_HOURS} hours.`,
    noindex: true,
  }),
  /** The page a tour's signed links open. */
  tour: (): PageHead => ({ title: 'Your tour request', noindex: true }),
  /** An alert's link stops that alert; any other lead's, every e-mail to its address. */
  unsubscribe: (alert?: boolean): PageHead => ({ title: alert ? 'Stop this alert' : 'Unsubscribe', noindex: true }),
  /** A request the site refused (a form from another site, a body it cannot read): the page's title. */
  requestRefused: (reason: RequestRefusal): PageHead => ({ title: requestRefusedTexts[reason].title, noindex: true }),
  /** A guide, or a legal document: its own title and description. */
  document: (document: { title: string; description: string }): PageHead => ({ title: document.title, description: document.description }),
} satisfies Record<string, (...args: never[]) => PageHead>;

/** The name of a page's head in `pageHeads` (a route table entry names its own). */
export type PageHeadKey = keyof typeof pageHeads;

/** The head a route module named, of what its page shows, from the heads of its language (English by default). */
export const headOf = ({ key, shown }: { key: PageHeadKey; shown: unknown[] }, heads: typeof pageHeads = pageHeads): PageHead =>
  (heads[key] as (...args: unknown[]) => PageHead)(...shown);
