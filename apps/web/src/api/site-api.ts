import { LOCALE_TAGS, type AlertChange, type AlertRequest, type ContactRequest, type Locale, type SubscribeForm } from '@pcr/contracts';
import { createApiClient, type ApiClient } from './client.js';

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
 * The site's API functions over HTTP: what the islands send from the browser (forms, the alerts
 * manager, the signed links' buttons). The pages' reads are not here: their loaders call the
 * API's read side (`PageReads`, decision 0050).
 */
export function createSiteApi(client: ApiClient = createApiClient()) {
  return {
    // The page's language, so a 400's messages match the form's (the browser's own Accept-Language may differ).
    sendContact: async (body: ContactRequest, language: Locale = 'en') =>
      expectStatus(await client.createContact({ body, headers: languageHeaders(language) }), 201),
    subscribe: async (body: SubscribeForm, language: Locale = 'en') =>
      expectStatus(await client.createSubscription({ body, headers: languageHeaders(language) }), 201),
    /** E-mail alerts about a search or a home: the address is only asked to confirm (decision 0038). */
    createAlert: async (body: AlertRequest, language: Locale = 'en') =>
      expectStatus(await client.createAlert({ body, headers: languageHeaders(language) }), 201),
    confirmSubscription: async (lead: string, token: string) => expectStatus(await client.confirmSubscription({ query: { lead, token }, body: {} }), 200),
    /** The unsubscribe page's button: the one-click POST of the link's e-mail (RFC 8058). */
    unsubscribe: async (lead: string, token: string) =>
      expectStatus(await client.unsubscribe({ query: { lead, token }, body: { 'List-Unsubscribe': 'One-Click' } }), 200),
    /** Changes one alert, or deletes them all; answers the alerts left. */
    manageAlerts: async (lead: string, token: string, body: AlertChange, language: Locale = 'en') =>
      expectStatus(await client.manageAlerts({ query: { lead, token }, body, headers: languageHeaders(language) }), 200),
  };
}

export type SiteApi = ReturnType<typeof createSiteApi>;
