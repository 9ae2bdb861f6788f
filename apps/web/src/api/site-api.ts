import { errorMessages } from '@pcr/contracts';
import { LOCALE_TAGS, toPropertySearchQuery, type AlertChange, type AlertRequest, type ContactRequest, type Locale, type PropertySearch, type SubscribeForm } from '@pcr/contracts';
import { createApiClient, type ApiClient } from './client.js';
import { inLanguage } from './content-language.js';

/** Narrows a ts-rest answer to its success status; other statuses were already thrown. */
function expectStatus<R extends { status: number; body: unknown }, S extends R['status']>(
  response: R,
  status: S,
): Extract<R, { status: S }>['body'] {
  if (response.status !== status) throw new Error(`Unexpected status ${response.status}`);
  return response.body as Extract<R, { status: S }>['body'];
}

/** The lead endpoints answer their validation messages in this language (decision 0033). */
const languageHeaders = (language: Locale) => ({ 'accept-language': LOCALE_TAGS[language] });


/**
 * The site's API functions over HTTP: what the islands call from the browser (forms, the alerts
 * manager, the signed links' buttons), and the reads the pages' loaders make in-process (decision
 * 0050), as a client of another server would make them: one place for the contract tests to drive.
 */
export function createSiteApi(client: ApiClient = createApiClient()) {
  return {
    getFeaturedProperties: async () => expectStatus(await client.getFeaturedProperties(), 200),
    /** All properties, or those matching a search (sent as its canonical query). */
    getProperties: async (search: PropertySearch = {}) => expectStatus(await client.getProperties({ query: toPropertySearchQuery(search) }), 200),
    getProperty: async (id: string) => expectStatus(await client.getProperty({ params: { id } }), 200),
    getAgents: async (language: Locale = 'en') => expectStatus(await client.getAgents({ query: inLanguage(language) }), 200),
    getTestimonials: async () => expectStatus(await client.getTestimonials(), 200),
    getNeighborhoods: async (language: Locale = 'en') => expectStatus(await client.getNeighborhoods({ query: inLanguage(language) }), 200),
    getNeighborhood: async (idOrSlug: string, language: Locale = 'en') =>
      expectStatus(await client.getNeighborhood({ params: { id: idOrSlug }, query: inLanguage(language) }), 200),
    getHotListings: async () => expectStatus(await client.getHotListings(), 200),
    getCities: async (language: Locale = 'en') => expectStatus(await client.getCities({ query: inLanguage(language) }), 200),
    /** The city request reports one message whatever went wrong (spec section 7). */
    getCity: async (slug: string, language: Locale = 'en') => {
      try {
        return expectStatus(await client.getCity({ params: { slug }, query: inLanguage(language) }), 200);
      } catch (error) {
        // The message is the spec's; the cause keeps the status (a server page tells 404 from 503 by it).
        throw new Error(errorMessages.cityFetch, { cause: error });
      }
    },
    // The page's language, so a 400's messages match the form's (the browser's own Accept-Language may differ).
    sendContact: async (body: ContactRequest, language: Locale = 'en') =>
      expectStatus(await client.createContact({ body, headers: languageHeaders(language) }), 201),
    subscribe: async (body: SubscribeForm, language: Locale = 'en') =>
      expectStatus(await client.createSubscription({ body, headers: languageHeaders(language) }), 201),
    /** E-mail alerts about a search or a home: the address is only asked to confirm (decision 0038). */
    createAlert: async (body: AlertRequest, language: Locale = 'en') =>
      expectStatus(await client.createAlert({ body, headers: languageHeaders(language) }), 201),
    /** A subscription's state by the signed link of its confirmation e-mail (decision 0037). */
    getSubscriptionConfirmation: async (lead: string, token: string) => expectStatus(await client.getSubscriptionConfirmation({ query: { lead, token } }), 200),
    confirmSubscription: async (lead: string, token: string) => expectStatus(await client.confirmSubscription({ query: { lead, token }, body: {} }), 200),
    /** Every alert of an address by the signed manage link of its alert e-mails (decision 0038). */
    getManagedAlerts: async (lead: string, token: string) => expectStatus(await client.getManagedAlerts({ query: { lead, token } }), 200),
    /** What an unsubscribe link stops and whether it is stopped (decisions 0016, 0038). */
    getUnsubscribe: async (lead: string, token: string) => expectStatus(await client.getUnsubscribe({ query: { lead, token } }), 200),
    /** The unsubscribe page's button: the one-click POST of the link's e-mail (RFC 8058). */
    unsubscribe: async (lead: string, token: string) =>
      expectStatus(await client.unsubscribe({ query: { lead, token }, body: { 'List-Unsubscribe': 'One-Click' } }), 200),
    /** Changes one alert, or deletes them all; answers the alerts left. */
    manageAlerts: async (lead: string, token: string, body: AlertChange, language: Locale = 'en') =>
      expectStatus(await client.manageAlerts({ query: { lead, token }, body, headers: languageHeaders(language) }), 200),
  };
}

export type SiteApi = ReturnType<typeof createSiteApi>;
