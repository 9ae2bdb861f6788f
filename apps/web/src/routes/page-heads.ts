import { formatCount, formatMillions, formatUsd, MARKETING_FIGURES, RESPONSE_PROMISE_HOURS, type Agent, type CityDetail, type Neighborhood, type Property, type RequestRefusal } from '@pcr/contracts';
import type { DataState } from '@pcr/ui';
import type { Translate } from '@pcr/ui/i18n/translate.js';
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
 * and link previews show. Their texts go through `t` like every text of the interface, so their
 * Spanish is in the one catalog (i18n/es/page-heads.ts, decision 0061) and a head without it fails the
 * type check. Functions only, of the language's `t` and what the page shows.
 */
export const pageHeads = {
  home: (t: Translate): PageHead => ({
    title: t('Orange County & Los Angeles Real Estate'),
    description: t('Pacific Crest Realty: homes for sale, neighborhood and city guides, and local agents across Orange County and Los Angeles. Talk to an agent today.'),
  }),
  about: (t: Translate): PageHead => ({
    title: t('About Us'),
    description: t('A boutique Orange County and Los Angeles real estate agency since {founded}: our mission, our values, why clients choose us and our story.', { founded: MARKETING_FIGURES.founded }),
  }),
  contact: (t: Translate): PageHead => ({
    title: t('Contact Us'),
    description: t('Call, email or send a message to our Orange County and Los Angeles real estate agents. We reply within {hours} hours.', { hours: RESPONSE_PROMISE_HOURS }),
  }),
  neighborhoods: (t: Translate): PageHead => ({
    title: t('Neighborhood Guides'),
    description: t('Neighborhood guides to Orange County and Los Angeles: average home prices, housing, lifestyle, schools and getting around, area by area.'),
  }),
  neighborhood: (t: Translate, state: DataState<Neighborhood>): PageHead =>
    detailHead(
      state,
      { title: t('Neighborhood Guides') },
      {
        title: t('Neighborhood Not Found'),
        description: t('This neighborhood guide could not be found. Browse the Orange County and Los Angeles neighborhood guides of Pacific Crest Realty instead.'),
      },
      (hood) => ({
        title: t('{name}, {region} Neighborhood Guide', { name: hood.name, region: hood.region }),
        description: t('{name}, {region}: {averagePrice} average home price, {medianSale} median sale. Housing, lifestyle, schools, transportation and homes for sale.', {
          name: hood.name,
          region: hood.region,
          averagePrice: formatMillions(hood.averagePrice),
          medianSale: formatUsd(hood.medianSalePrice),
        }),
        image: hood.imageUrl,
        mainImage: hood.imageUrl,
      }),
    ),
  team: (t: Translate): PageHead => ({
    title: t('Our Team'),
    description: t('Meet the {professionals} agents and specialists of our Orange County and Los Angeles real estate team, led by our founder.', { professionals: MARKETING_FIGURES.professionals }),
  }),
  agent: (t: Translate, state: DataState<Agent>): PageHead =>
    detailHead(
      state,
      { title: t('Our Team') },
      {
        title: t('Agent Not Found'),
        description: t('This agent is not on our team, or no longer is. Meet the Orange County and Los Angeles agents of Pacific Crest Realty instead.'),
      },
      (agent) => ({
        // The agent's own title goes in the description: with it, some titles pass the 80 characters a result shows.
        title: t('{name}, Real Estate Agent', { name: agent.name }),
        description: t('{name}, {title} at Pacific Crest Realty (DRE #{license}): the homes {firstName} lists, languages, phone and e-mail.', {
          name: agent.name,
          title: agent.title,
          license: agent.licenseNumber,
          firstName: agent.name.split(' ')[0] ?? agent.name,
        }),
        image: agent.imageUrl,
        imageAlt: agent.name,
      }),
    ),
  hotListings: (t: Translate): PageHead => ({
    title: t('Hot Listings'),
    description: t('The most-watched homes for sale across Orange County and Los Angeles right now, ranked by buyer interest, from our listing provider.'),
  }),
  homePrices: (t: Translate): PageHead => ({
    title: t('Home Prices by City'),
    description: t('Median asking prices and price per square foot of the homes for sale in each Orange County and Los Angeles city we serve, with how many are on the market.'),
  }),
  openHouses: (t: Translate): PageHead => ({
    title: t('Open Houses This Weekend'),
    description: t('Open houses across Orange County and Los Angeles: this weekend’s first, then the next 14 days, with the hours in Pacific time and a link to add each to your calendar.'),
  }),
  cities: (t: Translate): PageHead => ({
    title: t('Orange County Cities'),
    description: t('City guides to Orange County: median home prices, population, schools, attractions and lifestyle, city by city.'),
  }),
  city: (t: Translate, state: DataState<CityDetail>): PageHead =>
    detailHead(
      state,
      { title: t('Orange County Cities') },
      { title: t('City Not Found'), description: t('This city guide could not be found. Browse the Orange County city guides of Pacific Crest Realty instead.') },
      (city) => ({ title: t('{city}, Orange County Real Estate Guide', { city: city.name }), description: city.metaDescription, image: city.imageUrl, ...(city.imageUrl ? { mainImage: city.imageUrl } : {}) }),
    ),
  /** All homes, or those of one neighborhood ("Irvine") or city ("Irvine, CA": a city may share its neighborhood's name). */
  properties: (t: Translate, area: { kind: 'neighborhood' | 'city'; name: string } | undefined): PageHead =>
    area?.kind === 'city'
      ? {
          title: t('Homes for Sale in {city}, CA', { city: area.name }),
          description: t('Homes for sale in {city}, California, with Pacific Crest Realty: prices, beds, baths and size at a glance.', { city: area.name }),
        }
      : area
        ? { title: t('Homes for Sale in {area}', { area: area.name }), description: t('Homes for sale in {area} with Pacific Crest Realty: prices, beds, baths and size at a glance.', { area: area.name }) }
        : { title: t('Homes for Sale'), description: t('Homes for sale with Pacific Crest Realty across Orange County and Los Angeles: prices, beds, baths and size at a glance.') },
  property: (t: Translate, state: DataState<Property>): PageHead =>
    detailHead(state, { title: t('Homes for Sale') }, { title: t('Property Not Found') }, (home) => ({
      title: home.title,
      description: t('{home} in {location}: {bedrooms} beds, {bathrooms} baths, {squareFeet} sq ft, {price}.', {
        home: home.title,
        location: home.location,
        bedrooms: home.bedrooms,
        bathrooms: home.bathrooms,
        squareFeet: formatCount(home.squareFeet),
        price: formatUsd(home.price),
      }),
      image: home.imageUrl,
      // A gallery shows its first photo first; a single photo is the home's image.
      mainImage: home.photos && home.photos.length > 1 ? home.photos[0]?.url : home.imageUrl,
    })),
  testimonials: (t: Translate): PageHead => ({
    title: t('Client Testimonials'),
    description: t('What buyers and sellers across Orange County and Los Angeles say about working with our agents.'),
  }),
  resources: (t: Translate): PageHead => ({
    title: t('Buyer Resources'),
    description: t('Free guides for home buyers in Orange County and Los Angeles: first-time buyers, the buying process, mortgages, home value and neighborhoods.'),
  }),
  notFound: (t: Translate): PageHead => ({ title: t('Page not found'), noindex: true }),
  /** The link of a subscription's e-mail, or of an alert's. */
  subscriptionConfirmation: (t: Translate, alert?: boolean): PageHead => ({ title: alert ? t('Confirm your alert') : t('Confirm your subscription'), noindex: true }),
  alertsManage: (t: Translate): PageHead => ({ title: t('Manage your alerts'), noindex: true }),
  sell: (t: Translate): PageHead => ({
    title: t('What’s My Home Worth? Free Home Valuation'),
    description: t("Tell us about your Orange County or Los Angeles home in two steps: see the homes like it at once, and get a local agent's market analysis within {hours} hours.", { hours: RESPONSE_PROMISE_HOURS }),
  }),
  // One seller's answer: not a page for search engines.
  sellThanks: (t: Translate): PageHead => ({ title: t('Thank you: your home analysis is on its way'), noindex: true }),
  /** A home's tour request form (issue 48): one visitor's, not a page for search engines. */
  tourRequest: (t: Translate, home?: { title: string }): PageHead =>
    home
      ? {
          title: t('Request a tour: {home}', { home: home.title }),
          description: t('Ask for a private tour of {home}, in person or by video: choose up to three times, and an agent confirms one within {hours} hours.', { home: home.title, hours: RESPONSE_PROMISE_HOURS }),
          noindex: true,
        }
      : {
          title: t('Request a tour'),
          description: t('Ask for a private tour, in person or by video: choose up to three times, and an agent confirms one within {hours} hours.', { hours: RESPONSE_PROMISE_HOURS }),
          noindex: true,
        },
  /** The page a tour's signed links open. */
  tour: (t: Translate): PageHead => ({ title: t('Your tour request'), noindex: true }),
  /** An alert's link stops that alert; any other lead's, every e-mail to its address. */
  unsubscribe: (t: Translate, alert?: boolean): PageHead => ({ title: alert ? t('Stop this alert') : t('Unsubscribe'), noindex: true }),
  /** A request the site refused (a form from another site, a body it cannot read): the page's title. */
  requestRefused: (t: Translate, reason: RequestRefusal): PageHead => ({ title: t(requestRefusedTexts[reason].title), noindex: true }),
  /** A guide, or a legal document: its own title and description (the content is written in each language). */
  document: (_t: Translate, document: { title: string; description: string }): PageHead => ({ title: document.title, description: document.description }),
} satisfies Record<string, (t: Translate, ...args: never[]) => PageHead>;
