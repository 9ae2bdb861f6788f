import { formatCount, formatMillions, formatUsd, RESPONSE_PROMISE_HOURS, type Agent, type CityDetail, type Neighborhood, type Property, type RequestRefusal } from '@pcr/contracts';
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
 * The heads that other code reads too, or that compute from the page's data: the homes' list's
 * (its share cards, server/share-card-texts.ts), the home page's title (every page's image alt), a
 * detail page's. A head of fixed texts is written in its entry (route-table.ts). Their texts go through `t` like
 * every text of the interface, so their Spanish is in the one catalog (the page's area, decision
 * 0062) and a head without it fails the type check. Functions only, of the language's `t` and what
 * the page shows.
 */
export const pageHeads = {
  home: (t: Translate): PageHead => ({
    title: t('Orange County & Los Angeles Real Estate'),
    description: t('Pacific Crest Realty: homes for sale, neighborhood and city guides, and local agents across Orange County and Los Angeles. Talk to an agent today.'),
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
  notFound: (t: Translate): PageHead => ({ title: t('Page not found'), noindex: true }),
  /** The link of a subscription's e-mail, or of an alert's. */
  subscriptionConfirmation: (t: Translate, alert?: boolean): PageHead => ({ title: alert ? t('Confirm your alert') : t('Confirm your subscription'), noindex: true }),
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
  /** An alert's link stops that alert; any other lead's, every e-mail to its address. */
  unsubscribe: (t: Translate, alert?: boolean): PageHead => ({ title: alert ? t('Stop this alert') : t('Unsubscribe'), noindex: true }),
  /** A request the site refused (a form from another site, a body it cannot read): the page's title. */
  requestRefused: (t: Translate, reason: RequestRefusal): PageHead => ({ title: t(requestRefusedTexts[reason].title), noindex: true }),
  /** A guide, or a legal document: its own title and description (the content is written in each language). */
  document: (_t: Translate, document: { title: string; description: string }): PageHead => ({ title: document.title, description: document.description }),
} satisfies Record<string, (t: Translate, ...args: never[]) => PageHead>;
