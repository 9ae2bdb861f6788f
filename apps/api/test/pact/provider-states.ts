import type { ManagedAlert } from '@pcr/contracts';
import type { AlertManagement } from '../../src/alerts/alert-management.js';
import { hotListings as bundledHotListings } from '@pcr/content';
import type { HotListing } from '@pcr/contracts';
import express, { type Router } from 'express';
import { upcomingOpenHouses } from '../../src/open-houses/upcoming-open-houses.js';
import { fixtureContentRepository, type ContentRepository } from '../../src/content-repository.js';
import { bundledCityGuides } from '../../src/city-guides/bundled-provider.js';
import type { CityGuideProvider } from '../../src/city-guides/provider.js';
import { bundledProvider } from '../../src/hot-listings/bundled-provider.js';
import { mapResoProperty } from '../../src/mls/reso-listing.js';
import { searchProperties } from '../../src/property-search.js';
import type { HotListingProvider } from '../../src/hot-listings/provider.js';
import { UpstreamError } from '../../src/upstream/upstream-error.js';
import type { LeadStore } from '../../src/storage/lead-store.js';
import { DatabaseUnavailableError } from '../../src/storage/sql-client.js';
import type { SubscriptionConfirmations } from '../../src/notifications/subscription-confirmation.js';
import { memoryLeadStore } from '../helpers.js';

/**
 * Provider states of the pact pcr-web → pcr-api, set on the real app's injected dependencies:
 * the content repository (the site's fixtures from @pcr/content, or a view of them without some
 * record), the hot-listing provider adapter (the bundled sample data, or one that fails like
 * an unreachable upstream) and the city-guide provider adapter (the bundled guides of that
 * content, or an unreachable upstream). Handlers are never replaced.
 *
 * Every state starts from the baseline (all fixtures, a working provider), so the order of the
 * interactions does not matter. A state that the data cannot satisfy fails its setup loudly.
 */
export interface ProviderWorld {
  content: ContentRepository;
  /** Where leads go: memory in the baseline, or a store whose database is away. */
  leads: LeadStore;
  hotListings: HotListingProvider;
  /** Unset: the bundled guides of `content` (so the content states apply to cities too). */
  cityGuides?: CityGuideProvider;
  /** The subscriptions a confirmation link can name: none in the baseline (every link is refused). */
  subscriptions: SubscriptionConfirmations;
  /** The alerts a manage link can show: none in the baseline (every link is refused). */
  alerts: AlertManagement;
}

export type StateParams = Record<string, unknown>;

interface StateDefinition {
  /** What a server must set up for this state (pacts/README.md lists the same). */
  means: string;
  setup(params: StateParams, baseline: ProviderWorld): ProviderWorld;
}

class StateSetupError extends Error {
  override name = 'StateSetupError';
}

const param = (params: StateParams, key: string, fallback: string): string =>
  typeof params[key] === 'string' && params[key] !== '' ? (params[key] as string) : fallback;

function ensure(condition: boolean, message: string): void {
  if (!condition) throw new StateSetupError(message);
}

/** Two Data Dictionary records of an MLS, one with a photo, one Coming Soon with its address withheld. */
const mlsRecords = [
  {
    ListingKey: 'OC25100001',
    StandardStatus: 'Active',
    ListPrice: 1_250_000,
    OriginalListPrice: 1_300_000,
    BedroomsTotal: 4,
    BathroomsTotalInteger: 3,
    LivingArea: 2150,
    UnparsedAddress: '18 Sandpiper Lane',
    City: 'Irvine',
    PublicRemarks: 'Single-level home on a quiet cul-de-sac near the Woodbridge lakes.',
    ListOfficeName: 'Harbor Point Realty',
    ModificationTimestamp: '2026-11-20T17:30:00Z',
    DaysOnMarket: 6,
    Media: [{ MediaURL: 'https://photos.mls.example/oc25100001/1.jpg', Order: 1, ShortDescription: 'Front elevation', ImageWidth: 1024, ImageHeight: 683 }],
  },
  {
    ListingKey: 'OC25100002',
    StandardStatus: 'Coming Soon',
    ListPrice: 899_000,
    BedroomsTotal: 2,
    BathroomsTotalInteger: 2,
    LivingArea: 1100,
    UnparsedAddress: '410 Harbor Island Drive',
    InternetAddressDisplayYN: false,
    City: 'Newport Beach',
    PropertySubType: 'Condominium',
    ListOfficeName: 'Coastline Brokers',
    ModificationTimestamp: '2026-11-22T09:00:00Z',
  },
];

/** The listings as the RESO adapter answers them: the records through its own mapping (tested over HTTP in reso-provider.test.ts). */
const mlsListings: HotListing[] = mlsRecords.map((record) => {
  const mapped = mapResoProperty(record, {
    publicStatuses: ['Active', 'Coming Soon'],
    mediaOrigins: ['https://photos.mls.example'],
    attribution: { disclaimer: 'Listing information is provided by the multiple listing service.', dataUpdatedAt: '2026-11-24T18:00:00.000Z' },
    now: Date.parse('2026-11-24T18:00:00Z'),
  });
  if (!mapped.ok) throw new Error(`pact MLS record ${mapped.listingKey} skipped: ${mapped.reason}`);
  return mapped.listing;
});

/** The listing provider as seen when the upstream cannot be reached. */
export function unreachableProvider(): HotListingProvider {
  return {
    list: async () => {
      throw new UpstreamError('network', 'connect ECONNREFUSED (provider state "the listing provider is down")');
    },
  };
}

/** The city-guide provider as seen when its upstream cannot be reached. */
export function unreachableCityGuides(): CityGuideProvider {
  const down = async (): Promise<never> => {
    throw new UpstreamError('network', 'connect ECONNREFUSED (provider state "the city guide provider is down")');
  };
  return { list: down, get: down };
}

const nonEmpty = (what: string, list: (content: ContentRepository) => unknown[]): StateDefinition => ({
  means: `at least one ${what}`,
  setup: (_params, world) => {
    ensure(list(world.content).length > 0, `the content has no ${what}`);
    return world;
  },
});

/** The states named in pacts/pcr-web-pcr-api.json, by name. */
export const providerStates: Record<string, StateDefinition> = {
  'featured properties exist': nonEmpty('featured property', (c) => c.featuredProperties()),
  'properties exist': nonEmpty('property', (c) => c.properties()),
  'properties exist in neighborhood irvine': {
    means: 'params.neighborhood (irvine) exists and has at least one property',
    setup: (params, world) => {
      const neighborhood = param(params, 'neighborhood', 'irvine');
      ensure(world.content.propertiesInNeighborhood(neighborhood).length > 0, `neighborhood ${neighborhood} has no property`);
      return world;
    },
  },
  'properties match the search city los-angeles, 3+ bedrooms': {
    means: 'at least one property in params.city (los-angeles) has params.minBeds (3) or more bedrooms',
    setup: (params, world) => {
      const city = param(params, 'city', 'los-angeles');
      const minBeds = Number(param(params, 'minBeds', '3'));
      ensure(searchProperties(world.content.properties(), world.content.neighborhoods(), { city, minBeds }).length > 0, `no property in ${city} has ${minBeds}+ bedrooms`);
      return world;
    },
  },
  'neighborhood costa-mesa has no properties': {
    means: 'params.neighborhood (costa-mesa) exists and has no property',
    setup: (params, world) => {
      const slug = param(params, 'neighborhood', 'costa-mesa');
      const hood = world.content.neighborhood(slug);
      ensure(hood !== undefined, `neighborhood ${slug} does not exist`);
      const elsewhere = (p: { neighborhood: string }) => p.neighborhood !== hood?.slug;
      const base = world.content;
      return {
        ...world,
        content: {
          ...base,
          featuredProperties: () => base.featuredProperties().filter(elsewhere),
          properties: () => base.properties().filter(elsewhere),
          propertiesInNeighborhood: (idOrSlug) => base.propertiesInNeighborhood(idOrSlug).filter(elsewhere),
          property: (id) => {
            const found = base.property(id);
            return found && elsewhere(found) ? found : undefined;
          },
        },
      };
    },
  },
  'property pcr-1001 exists': {
    means: 'property params.id (pcr-1001) exists, with a description',
    setup: (params, world) => {
      const id = param(params, 'id', 'pcr-1001');
      const found = world.content.property(id);
      ensure(found !== undefined, `property ${id} does not exist`);
      ensure(found?.description !== undefined, `property ${id} has no description`);
      return world;
    },
  },
  'property pcr-1020 has photos and HOA dues': {
    means: 'property params.id (pcr-1020) exists with at least two photos and its monthly HOA dues',
    setup: (params, world) => {
      const id = param(params, 'id', 'pcr-1020');
      const found = world.content.property(id);
      ensure(found !== undefined, `property ${id} does not exist`);
      ensure((found?.photos?.length ?? 0) >= 2, `property ${id} has fewer than two photos`);
      ensure(found?.monthlyHoa !== undefined, `property ${id} has no HOA dues`);
      return world;
    },
  },
  'no property pcr-9999': {
    means: 'no property has the id params.id (pcr-9999)',
    setup: (params, world) => {
      const id = param(params, 'id', 'pcr-9999');
      const base = world.content;
      const other = (p: { id: string }) => p.id !== id;
      return {
        ...world,
        content: {
          ...base,
          featuredProperties: () => base.featuredProperties().filter(other),
          properties: () => base.properties().filter(other),
          propertiesInNeighborhood: (hood) => base.propertiesInNeighborhood(hood).filter(other),
          property: (wanted) => (wanted === id ? undefined : base.property(wanted)),
        },
      };
    },
  },
  'agents exist': nonEmpty('agent', (c) => c.agents()),
  'testimonials exist': nonEmpty('testimonial', (c) => c.testimonials()),
  'open houses are coming up in city irvine': {
    means: 'params.city (irvine) has at least one active open house that has not ended, on a home the site shows',
    setup: (params, world) => {
      const city = param(params, 'city', 'irvine');
      const upcoming = upcomingOpenHouses(world.content.openHouses(), (id) => world.content.property(id), world.content.neighborhoods(), { city }, Date.now());
      ensure(upcoming.length > 0, `city ${city} has no upcoming open house`);
      return world;
    },
  },
  'neighborhoods exist': nonEmpty('neighborhood', (c) => c.neighborhoods()),
  'neighborhood irvine exists': {
    means: 'the neighborhood with id or slug params.id (irvine) exists',
    setup: (params, world) => {
      const id = param(params, 'id', 'irvine');
      ensure(world.content.neighborhood(id) !== undefined, `neighborhood ${id} does not exist`);
      return world;
    },
  },
  'no neighborhood no-such-place': {
    means: 'no neighborhood has the id or slug params.id (no-such-place)',
    setup: (params, world) => {
      const id = param(params, 'id', 'no-such-place');
      const base = world.content;
      const hidden = base.neighborhood(id);
      const other = (n: { id: string; slug: string }) => n.id !== hidden?.id;
      return {
        ...world,
        content: {
          ...base,
          neighborhoods: () => base.neighborhoods().filter(other),
          neighborhood: (wanted) => {
            const found = base.neighborhood(wanted);
            return found && other(found) ? found : undefined;
          },
          propertiesInNeighborhood: (wanted) => (hidden && (wanted === hidden.id || wanted === hidden.slug) ? [] : base.propertiesInNeighborhood(wanted)),
        },
      };
    },
  },
  'cities exist': nonEmpty('city', (c) => c.cities()),
  'city irvine exists': {
    means: 'the city with slug params.slug (irvine) exists, with its detail object',
    setup: (params, world) => {
      const slug = param(params, 'slug', 'irvine');
      ensure(world.content.city(slug) !== undefined, `city ${slug} does not exist`);
      return world;
    },
  },
  'no city atlantis': {
    means: 'no city has the slug params.slug (atlantis)',
    setup: (params, world) => {
      const slug = param(params, 'slug', 'atlantis');
      const base = world.content;
      return {
        ...world,
        content: {
          ...base,
          cities: () => base.cities().filter((c) => c.slug !== slug),
          city: (wanted) => (wanted === slug ? undefined : base.city(wanted)),
        },
      };
    },
  },
  'hot listings are available': {
    means: 'the listing provider answers at least one listing',
    setup: (_p, world) => {
      ensure(bundledHotListings.length > 0, 'the bundled sample has no hot listing');
      return { ...world, hotListings: bundledProvider(bundledHotListings) };
    },
  },
  'hot listings come from an MLS': {
    means: 'the listing provider is an MLS (RESO_URL): listings carry their office, photos, updatedAt and the MLS attribution',
    setup: (_p, world) => ({ ...world, hotListings: bundledProvider(mlsListings) }),
  },
  'the listing provider is down': {
    means: 'the listing provider cannot be reached (the API answers 502)',
    setup: (_p, world) => ({ ...world, hotListings: unreachableProvider() }),
  },
  'the city guide provider is down': {
    means: 'the city-guide provider cannot be reached (the API answers 502 for the cities and a city)',
    setup: (_p, world) => ({ ...world, cityGuides: unreachableCityGuides() }),
  },
  'leads can be stored': {
    means: 'the lead storage accepts new leads',
    setup: (_p, world) => world,
  },
  'a subscription waits for confirmation': {
    means: 'the subscription lead params.lead exists, is not confirmed yet, was made less than 7 days ago, and params.token is its confirmation token',
    setup: (params, world) => ({ ...world, subscriptions: awaitingConfirmation(param(params, 'lead', ''), param(params, 'token', '')) }),
  },
  'the confirmation link is not valid or has expired': {
    means: 'no subscription can be confirmed with the link (answer 404)',
    setup: (_p, world) => world,
  },
  'an address has two alerts': {
    means:
      'params.token is the manage link of lead params.lead, whose address has a confirmed daily search alert params.search (city=irvine&minBeds=3, made 2026-11-20T17:00:00Z) and an instant alert on home params.home (pcr-1001, made 2026-11-21T17:00:00Z, not confirmed yet)',
    setup: (params, world) => ({
      ...world,
      alerts: twoAlerts(param(params, 'lead', ''), param(params, 'token', ''), param(params, 'search', ''), param(params, 'home', '')),
    }),
  },
  'the manage link is not valid': {
    means: 'no alert can be shown or changed with the link (answer 404)',
    setup: (_p, world) => world,
  },
  'the database is unavailable': {
    means: 'the lead storage cannot be reached (the API answers 503 with Retry-After)',
    setup: (_p, world) => ({ ...world, leads: unreachableLeadStore() }),
  },
};

/** The lead storage as seen while its database cannot be reached (the SQL driver's error, as it throws it). */
export function unreachableLeadStore(): LeadStore {
  const down = async (): Promise<never> => {
    throw new DatabaseUnavailableError(new Error('connect ECONNREFUSED (provider state "the database is unavailable")'));
  };
  return { create: down, list: down };
}

/** No subscription: every confirmation link is refused. */
const noSubscriptions: SubscriptionConfirmations = { isValid: () => false, state: async () => undefined, confirm: async () => undefined };

/** One unconfirmed subscription, in memory, whose confirmation link is `lead` with `token`. */
function awaitingConfirmation(lead: string, token: string): SubscriptionConfirmations {
  ensure(lead !== '' && token !== '', 'the state needs params.lead and params.token');
  let confirmed = false;
  return {
    isValid: (id, given) => id === lead && given === token,
    state: async (id) => (id === lead ? { confirmed, kind: 'subscription' } : undefined),
    confirm: async (id) => (id === lead ? { confirmed: (confirmed = true), kind: 'subscription' } : undefined),
  };
}

/** No alerts: every manage link is refused. */
const noAlerts: AlertManagement = {
  linkState: () => 'invalid',
  sendNewLink: async () => false,
  list: async () => ({ alerts: [] }),
  change: async () => undefined,
  stop: async () => undefined,
};

/** Two alerts of one address, in memory, managed by the link `lead` with `token`. */
function twoAlerts(lead: string, token: string, searchId: string, homeId: string): AlertManagement {
  ensure(lead !== '' && token !== '' && searchId !== '' && homeId !== '', 'the state needs params.lead, params.token, params.search and params.home');
  let alerts: ManagedAlert[] = [
    { id: searchId, subject: { kind: 'search', search: { city: 'irvine', minBeds: 3 } }, frequency: 'daily', paused: false, confirmed: true, createdAt: '2026-11-20T17:00:00.000Z' },
    { id: homeId, subject: { kind: 'home', propertyId: 'pcr-1001' }, frequency: 'instant', paused: false, confirmed: false, createdAt: '2026-11-21T17:00:00.000Z' },
  ];
  return {
    linkState: (id, given) => (id === lead && given === token ? 'valid' : 'invalid'),
    sendNewLink: async () => false,
    list: async () => ({ alerts }),
    async change(_lead, change) {
      if (change.action === 'delete-all') return { alerts: (alerts = []) };
      const alert = alerts.find((candidate) => candidate.id === change.alert);
      if (!alert) return undefined;
      if (change.action === 'frequency') alert.frequency = change.frequency;
      else alert.paused = change.action === 'pause';
      return { alerts };
    },
    stop: async () => undefined,
  };
}

/** The baseline world: every fixture, the bundled listings and leads kept in memory. */
export function baselineWorld(): ProviderWorld {
  return { content: fixtureContentRepository(), hotListings: bundledProvider(bundledHotListings), leads: memoryLeadStore(), subscriptions: noSubscriptions, alerts: noAlerts };
}

/**
 * Dependencies for createApp whose behaviour follows the current provider state: the app holds
 * these objects for its lifetime, they delegate to whatever the last state set up. `onChange`
 * runs after every state change (the provider forgets the answers it kept for the state before).
 */
export function createProviderWorld(baseline: ProviderWorld = baselineWorld(), onChange: () => void = () => {}) {
  let current = baseline;
  const content: ContentRepository = {
    featuredProperties: () => current.content.featuredProperties(),
    properties: () => current.content.properties(),
    propertiesInNeighborhood: (idOrSlug) => current.content.propertiesInNeighborhood(idOrSlug),
    property: (id) => current.content.property(id),
    agents: () => current.content.agents(),
    testimonials: () => current.content.testimonials(),
    neighborhoods: () => current.content.neighborhoods(),
    neighborhood: (idOrSlug) => current.content.neighborhood(idOrSlug),
    cities: () => current.content.cities(),
    city: (slug) => current.content.city(slug),
    openHouses: () => current.content.openHouses(),
  };
  const hotListings: HotListingProvider = { list: () => current.hotListings.list() };
  const leads: LeadStore = { create: (lead) => current.leads.create(lead), list: (query) => current.leads.list(query) };
  const subscriptions: SubscriptionConfirmations = {
    isValid: (lead, token) => current.subscriptions.isValid(lead, token),
    state: (lead) => current.subscriptions.state(lead),
    confirm: (lead) => current.subscriptions.confirm(lead),
  };
  const alerts: AlertManagement = {
    linkState: (lead, token) => current.alerts.linkState(lead, token),
    sendNewLink: (lead) => current.alerts.sendNewLink(lead),
    list: (lead) => current.alerts.list(lead),
    change: (lead, change) => current.alerts.change(lead, change),
    stop: (lead) => current.alerts.stop(lead),
  };
  const cityGuides: CityGuideProvider = {
    list: () => (current.cityGuides ?? bundledCityGuides(current.content)).list(),
    get: (slug) => (current.cityGuides ?? bundledCityGuides(current.content)).get(slug),
  };

  return {
    /** Pass these to createApp. */
    deps: { content, hotListings, cityGuides, leads, subscriptions, alerts },
    /** Sets up one state from the baseline; throws for an unknown state or unmet data. */
    setUp(state: string, params: StateParams = {}): void {
      const definition = providerStates[state];
      if (!definition) throw new UnknownStateError(state);
      current = definition.setup(params, baseline);
      onChange();
    },
    reset(): void {
      current = baseline;
      onChange();
    },
  };
}

export type ProviderWorldControl = ReturnType<typeof createProviderWorld>;

export class UnknownStateError extends Error {
  override name = 'UnknownStateError';
  constructor(readonly state: string) {
    super(`Unknown provider state "${state}". Known states: ${Object.keys(providerStates).join(', ')}`);
  }
}

/**
 * The provider-states URL convention of scripts/pact-verify.ts (Pact's "state change URL"):
 * POST {"state": name, "params": {...}, "action": "setup" | "teardown"} as JSON; 2xx when done.
 */
export function providerStatesRouter(world: ProviderWorldControl): Router {
  const router = express.Router();
  router.post('/', express.json(), (req, res) => {
    const { state, params, action } = (req.body ?? {}) as { state?: unknown; params?: unknown; action?: unknown };
    if (typeof state !== 'string') {
      res.status(400).json({ message: 'Send {"state": string, "params": object, "action": "setup" | "teardown"}.' });
      return;
    }
    if (action === 'teardown') {
      world.reset();
      res.json({});
      return;
    }
    try {
      world.setUp(state, typeof params === 'object' && params !== null ? (params as StateParams) : {});
      res.json({});
    } catch (error) {
      const status = error instanceof UnknownStateError ? 400 : 500;
      res.status(status).json({ message: error instanceof Error ? error.message : String(error) });
    }
  });
  return router;
}
