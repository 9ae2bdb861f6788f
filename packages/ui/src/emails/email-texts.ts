import {
  COMPARABLE_RULES,
  formatCount,
  formatUsd,
  homeConditionLabels,
  isSubscribeInterest,
  MANAGE_LINK_DAYS,
  noticeMessages,
  propertyTypeLabels,
  RESPONSE_PROMISE_HOURS,
  sellingTimelineLabels,
  SUBSCRIPTION_CONFIRMATION_DAYS,
  TOUR_RULES,
  tourModeLabels,
  type AlertFrequency,
  type ListingChangeKind,
  type Locale,
  type MonthName,
  type PacificMoment,
  type PropertyTypeValue,
  type SellerHome,
  type TourMode,
  type WeekdayName,
} from '@pcr/contracts';
import type { SearchWords } from '../utils/search-in-words.js';
import { visitorEmailTextsEs } from './email-texts.es.js';

/**
 * An open house's or a tour's day and hours in California, in parts for a language to write
 * (pacific-when.ts, from pacific-calendar.ts and pacific-time.ts).
 */
export interface OpenHouseWhen {
  weekday: WeekdayName;
  month: MonthName;
  day: number;
  start: Pick<PacificMoment, 'time' | 'dayPeriod'>;
  end: Pick<PacificMoment, 'time' | 'dayPeriod'>;
  zone: string;
}

/**
 * The texts of the e-mails a visitor gets, in each language (decision 0033): a typed object per
 * language, like the contract's messages.es.ts, not the interface's catalog. E-mails are rendered on
 * the server only, so their texts must not grow the catalog chunk every Spanish page loads; and
 * several of them are functions of the brand, the name or the site's address.
 */
export interface VisitorEmailTexts {
  contactConfirmation: {
    subject: (brand: string) => string;
    heading: string;
    thanks: string;
    promise: string;
    /** The promise, by the agent the lead was assigned to (issue 47, section 3). */
    agentPromise: (agentName: string) => string;
    call: string;
  };
  /**
   * The confirmation of a seller's request (issue 47): what happens next. Like the contact's, it names
   * nothing typed into the form, not even the street (anyone can type any address into it).
   */
  sellerConfirmation: {
    subject: (brand: string) => string;
    heading: string;
    thanks: string;
    /** What the agent does, and the promise. */
    next: (brand: string) => string;
    /** What the agent the lead was assigned to does (issue 47, section 3). */
    agentNext: (agentName: string) => string;
    promise: string;
    /** Before the agency's phone. */
    call: string;
  };
  /** The e-mail a subscription sends: it asks the address to confirm (double opt-in, decision 0037). */
  subscriptionConfirmation: {
    subject: (brand: string) => string;
    heading: string;
    ask: string;
    confirm: string;
    notYou: string;
    interest: string;
    /** What the subscribe form's option (the contract's English value) reads in this language; nothing for any other text. */
    interestName: (interest: string) => string | undefined;
    unsubscribe: string;
    unsubscribeLink: string;
  };
  /** A saved search in words (utils/search-in-words.ts), from its structured values only: an area by the name the API gives it. */
  alertSearch: SearchWords;
  /** How often an alert's e-mail comes (decision 0038): within 15 minutes, or at 7 a.m. Pacific. */
  alertFrequency: { label: string; values: Readonly<Record<AlertFrequency, string>> };
  /** The e-mail an alert request sends: it asks the address to confirm (double opt-in, like a subscription). */
  alertConfirmation: {
    subject: (brand: string) => string;
    heading: string;
    ask: string;
    topic: string;
    /** What a home's alert follows, after its title. */
    homeChanges: string;
    confirm: string;
    notYou: string;
    unsubscribe: string;
    unsubscribeLink: string;
  };
  /** The alert itself: the homes that changed, each with its change. */
  alertDigest: {
    /** Subject and heading of a search's alert. */
    searchSubject: (count: number) => string;
    /** Subject and heading of a home's alert with one change ("Price cut: {title}"), or with several. */
    homeSubject: (change: string, title: string) => string;
    homeUpdatesSubject: (title: string) => string;
    searchIntro: string;
    homeIntro: string;
    changes: Readonly<Record<ListingChangeKind, string>>;
    priceCutBy: (amount: string) => string;
    /** A new open house, when it is ("Open house Saturday, December 5, 1:00 PM – 4:00 PM PST"). */
    openHouseOn: (when: OpenHouseWhen) => string;
    beds: (count: number) => string;
    baths: (count: number) => string;
    squareFeet: (squareFeet: number) => string;
    courtesy: (office: string) => string;
    /** Follows the MLS's disclaimer, before the time its data was last received. */
    listingDataUpdated: string;
    /** A moment as the e-mail's language writes it ("November 24, 2026 at 10:05 AM PST"). */
    moment: (moment: PacificMoment) => string;
    dataAsOf: (time: string) => string;
    manage: string;
    manageLink: string;
    stop: string;
    stopLink: string;
    whyYouGotThis: (siteUrl: string) => string;
  };
  /** A fresh link to manage the alerts of the address, asked for from an expired one (decision 0047). */
  manageLink: {
    subject: (brand: string) => string;
    heading: string;
    ask: string;
    button: string;
    notYou: string;
    whyYouGotThis: (siteUrl: string) => string;
  };
  /**
   * What every tour e-mail shows of a tour (issue 48, section 2): the home, how, when, and the agent.
   * Only our data: the visitor's e-mails repeat nothing they typed, not even their name.
   */
  tour: {
    labels: { home: string; mode: string; times: string; when: string; agent: string };
    modes: Readonly<Record<TourMode, string>>;
    /** A tour's day and hours ("Saturday, December 5, 10:00 AM – 11:00 AM PST"). */
    when: (when: OpenHouseWhen) => string;
    /** Before the agency's phone. */
    call: string;
  };
  /** The visitor's receipt of a tour request: a request until the agent confirms a time. */
  tourRequest: {
    subject: (brand: string) => string;
    heading: string;
    /** It is a request, not a booking: who answers it, and when. Absent agent: "an agent". */
    notBooked: (agentName: string | undefined) => string;
    cancel: string;
    cancelLink: string;
  };
  /** The agent confirmed a time (the calendar invitation is attached by the server). */
  tourConfirmed: {
    subject: (brand: string) => string;
    heading: string;
    intro: (agentName: string | undefined) => string;
    invitation: string;
    cancel: string;
    cancelLink: string;
  };
  /** The agent proposes another time: not confirmed until the visitor accepts it. */
  tourProposed: {
    subject: (brand: string) => string;
    /** Also the heading's ("Sofia Alvarez proposes another time"). */
    heading: (agentName: string | undefined) => string;
    intro: string;
    notConfirmed: string;
    accept: string;
    cancel: string;
    cancelLink: string;
  };
  /** A tour cancelled, by the agent or at the visitor's request. */
  tourCancelled: {
    subject: (brand: string) => string;
    heading: string;
    byAgent: string;
    byVisitor: string;
    again: string;
    homeLink: string;
    contactLink: string;
  };
  /** Without the visitor's name: the e-mail repeats nothing typed into the form. */
  greeting: string;
  signOff: (brand: string) => string;
  /** Why a visitor got a confirmation: someone entered the address in a form of the site. */
  whyYouGotThis: (siteUrl: string) => string;
  /** The agency's license number in every e-mail's footer (California: on first-contact materials). */
  license: (dreLicense: string) => string;
}

const visitorEmailTextsEn = {
  contactConfirmation: {
    subject: (brand: string) => `${brand}: we received your message`,
    heading: noticeMessages.contactSuccess.title,
    thanks: noticeMessages.contactSuccess.description,
    promise: `We reply within ${RESPONSE_PROMISE_HOURS} hours.`,
    agentPromise: (agentName: string) => `${agentName} will reply within ${RESPONSE_PROMISE_HOURS} hours.`,
    call: 'If it cannot wait, call us at',
  },
  sellerConfirmation: {
    subject: (brand: string) => `${brand}: your home's market analysis is on its way`,
    heading: 'Your market analysis is on its way',
    thanks: 'Thank you for asking us what your home is worth.',
    next: (brand: string) =>
      `An agent of ${brand} who knows your area is preparing a comparative market analysis (CMA) of your home: ` +
      'the price range they would list it at, and why.',
    agentNext: (agentName: string) =>
      `${agentName}, an agent who knows your area, is preparing a comparative market analysis (CMA) of your home: ` +
      'the price range they would list it at, and why.',
    promise: `You will have it by e-mail within ${RESPONSE_PROMISE_HOURS} hours.`,
    call: 'Any question before then? Reply to this e-mail or call us at',
  },
  subscriptionConfirmation: {
    subject: (brand: string) => `${brand}: please confirm your subscription`,
    heading: 'Please confirm your subscription',
    ask: `Someone asked for our updates at this address. If it was you, please confirm within ${SUBSCRIPTION_CONFIRMATION_DAYS} days:`,
    confirm: 'Confirm my subscription',
    notYou: 'If it was not you, ignore this e-mail: nothing more will come to this address unless it is confirmed.',
    interest: 'You asked to hear about:',
    interestName: (interest: string) => (isSubscribeInterest(interest) ? interest : undefined),
    unsubscribe: 'Want no e-mail from us at all? Unsubscribe this address with one click:',
    unsubscribeLink: 'Unsubscribe',
  },
  alertSearch: {
    allHomes: 'All homes for sale',
    homes: 'Homes for sale',
    homesIn: (area: string) => `Homes in ${area}`,
    homesInChosenArea: 'Homes in the area you chose',
    priceFrom: (price: string) => `From ${price}`,
    priceUpTo: (price: string) => `Up to ${price}`,
    minBeds: (count: number) => `${count}+ beds`,
    minBaths: (count: number) => `${count}+ baths`,
    propertyType: (type: PropertyTypeValue) => propertyTypeLabels[type],
  },
  alertFrequency: {
    label: 'How often:',
    values: {
      instant: 'As soon as they appear, at most one e-mail every 15 minutes',
      daily: 'Once a day, around 7 a.m. Pacific time',
      weekly: 'Once a week, on Mondays around 7 a.m. Pacific time',
    },
  },
  alertConfirmation: {
    subject: (brand: string) => `${brand}: please confirm your home alert`,
    heading: 'Please confirm your home alert',
    ask: `Someone asked for home alerts at this address. If it was you, please confirm within ${SUBSCRIPTION_CONFIRMATION_DAYS} days:`,
    topic: 'The alert follows:',
    homeChanges: '(its price and status)',
    confirm: 'Confirm my alert',
    notYou: 'If it was not you, ignore this e-mail: no alert will come to this address unless it is confirmed.',
    unsubscribe: 'Want no e-mail from us at all? Unsubscribe this address with one click:',
    unsubscribeLink: 'Unsubscribe',
  },
  alertDigest: {
    searchSubject: (count: number) => (count === 1 ? '1 home for your search' : `${count} homes for your search`),
    homeSubject: (change: string, title: string) => `${change}: ${title}`,
    homeUpdatesSubject: (title: string) => `Updates on ${title}`,
    searchIntro: 'New and changed homes for your search:',
    homeIntro: 'News about the home you follow:',
    changes: { new: 'New', price_drop: 'Price cut', back_on_market: 'Back on market', pending: 'Pending', sold: 'Sold', open_house: 'Open house' },
    priceCutBy: (amount: string) => `Price cut ${amount}`,
    openHouseOn: ({ weekday, month, day, start, end, zone }: OpenHouseWhen) =>
      `Open house ${weekday}, ${month} ${day}, ${start.time} ${start.dayPeriod} – ${end.time} ${end.dayPeriod} ${zone}`,
    beds: (count: number) => (count === 1 ? '1 bed' : `${count} beds`),
    baths: (count: number) => (count === 1 ? '1 bath' : `${count} baths`),
    squareFeet: (squareFeet: number) => `${formatCount(squareFeet)} sq ft`,
    courtesy: (office: string) => `Listing courtesy of ${office}`,
    listingDataUpdated: 'Listing data last updated',
    moment: ({ month, day, year, time, dayPeriod, zone }: PacificMoment) => `${month} ${day}, ${year} at ${time} ${dayPeriod} ${zone}`,
    dataAsOf: (time: string) => `Prices and statuses as of ${time}.`,
    manage: 'Change how often this alert comes, pause it, or delete all your alerts:',
    manageLink: 'Manage your alerts',
    stop: 'No longer interested? One click ends this alert:',
    stopLink: 'Stop this alert',
    whyYouGotThis: (siteUrl: string) => `You received this e-mail because this address asked for home alerts at ${siteUrl} and confirmed them.`,
  },
  manageLink: {
    subject: (brand: string) => `${brand}: your link to manage your alerts`,
    heading: 'Your link to manage your alerts',
    ask: `Someone asked for a new link to manage the e-mail alerts of this address. It works for ${MANAGE_LINK_DAYS} days:`,
    button: 'Manage my alerts',
    notYou: 'If it was not you, ignore this e-mail: nothing has changed.',
    whyYouGotThis: (siteUrl: string) => `You received this e-mail because an expired link to manage the alerts of this address was used at ${siteUrl}.`,
  },
  tour: {
    labels: { home: 'Home', mode: 'How', times: 'Your preferred times', when: 'When', agent: 'Your agent' },
    modes: tourModeLabels,
    when: ({ weekday, month, day, start, end, zone }: OpenHouseWhen) =>
      `${weekday}, ${month} ${day}, ${start.time} ${start.dayPeriod} – ${end.time} ${end.dayPeriod} ${zone}`,
    call: 'Any question? Reply to this e-mail or call us at',
  },
  tourRequest: {
    subject: (brand: string) => `${brand}: we received your tour request`,
    heading: 'We received your tour request',
    notBooked: (agentName: string | undefined) =>
      `This is a request, not a booking yet: ${agentName ?? 'an agent'} will confirm one of your times or propose another, ` +
      `within ${RESPONSE_PROMISE_HOURS} hours.`,
    cancel: 'Changed your mind?',
    cancelLink: 'See or cancel your request',
  },
  tourConfirmed: {
    subject: (brand: string) => `${brand}: your tour is confirmed`,
    heading: 'Your tour is confirmed',
    intro: (agentName: string | undefined) => (agentName ? `${agentName} confirmed your tour:` : 'We confirmed your tour:'),
    invitation: 'The calendar invitation is attached to this e-mail: open it to add the tour to your calendar.',
    cancel: 'Can no longer make it? Please let us know:',
    cancelLink: 'Cancel the tour',
  },
  tourProposed: {
    subject: (brand: string) => `${brand}: another time for your tour`,
    heading: (agentName: string | undefined) => `${agentName ?? 'Your agent'} proposes another time`,
    intro: 'Instead of the times you asked for, your tour could be at this time:',
    notConfirmed: 'The tour is not confirmed until you accept this time.',
    accept: 'Accept this time',
    cancel: 'Does it not suit you?',
    cancelLink: 'Cancel the request',
  },
  tourCancelled: {
    subject: (brand: string) => `${brand}: your tour is cancelled`,
    heading: 'Your tour is cancelled',
    byAgent: 'We are sorry: your agent had to cancel this tour.',
    byVisitor: 'As you asked, we cancelled this tour.',
    again: 'Would you like to see the home at another time, or another home?',
    homeLink: 'See the home',
    contactLink: 'Contact us',
  },
  greeting: 'Hello,',
  signOff: (brand: string) => `The ${brand} team`,
  license: (dreLicense: string) => `DRE #${dreLicense}`,
  whyYouGotThis: (siteUrl: string) =>
    `You received this e-mail because this address was entered in a form at ${siteUrl}. If that was not you, you can ignore it.`,
} as const satisfies VisitorEmailTexts;

/** A kind of home in the agency's seller subject ("3 bd single-family home in Irvine"). */
const sellerHomeKinds = {
  'single-family': 'single-family home',
  condo: 'condo',
  townhouse: 'townhouse',
  'multi-family': 'multi-family home',
} as const satisfies Record<PropertyTypeValue, string>;

/** "4 beds · 2.5 baths · 2,800 sq ft", as the agency's e-mails write a home's size. */
function homeFacts({ bedrooms, bathrooms, squareFeet }: { bedrooms: number; bathrooms: number; squareFeet: number }) {
  const { beds, baths, squareFeet: area } = visitorEmailTextsEn.alertDigest;
  return `${beds(bedrooms)} · ${baths(bathrooms)} · ${area(squareFeet)}`;
}

/** A visitor's e-mails in the language of the page they sent the form from. */
export const visitorEmailTexts: Readonly<Record<Locale, VisitorEmailTexts>> = { en: visitorEmailTextsEn, es: visitorEmailTextsEs };

/**
 * Every text of the lead e-mails in English, in one place: the templates read them, the server gets
 * them through the templates (render.ts) and the stories and tests check them. The spec's own texts
 * (the form notices, the 24-hour promise) come from the contract. The agency's notification is in
 * English, the agency's language, whatever the lead's.
 */
export const emailTexts = {
  agencyNotification: {
    subject: (name: string, kind: 'full' | 'short' | 'subscribe') =>
      kind === 'full' ? `New message from ${name}` : kind === 'short' ? `New contact request from ${name}` : `New subscriber: ${name}`,
    /** Added to the subject of a lead sent from a Spanish page, so the right agent picks it up from the inbox. */
    prefersSpanish: ' (prefers Spanish)',
    intro: (name: string) => `Reply to this e-mail to answer ${name} directly. The site promises a reply within ${RESPONSE_PROMISE_HOURS} hours.`,
    labels: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      address: 'Address',
      message: 'Message',
      propertyInterest: 'Interested in',
      howDidYouHear: 'Heard of us through',
      interest: 'Subscribed for',
      page: 'Sent from',
      language: 'Language',
      receivedAt: 'Received',
    },
    spanishLead: 'Spanish: sent from the Spanish site. Please reply in Spanish.',
    /** A new subscriber's address has only been asked to confirm (double opt-in, decision 0037). */
    awaitingConfirmation: 'We asked this address to confirm the subscription: send it updates only once the leads export shows it confirmed.',
  },
  /** A seller's lead (issue 47): the home described, and the homes like it the site showed the visitor. */
  sellerNotification: {
    /** "New seller lead: 3 bd single-family home in Irvine". */
    subject: ({ bedrooms, propertyType, cityName }: Pick<SellerHome, 'bedrooms' | 'propertyType' | 'cityName'>) => {
      const size = bedrooms === 0 ? 'studio' : `${bedrooms} bd`;
      return `New seller lead: ${size} ${sellerHomeKinds[propertyType]} in ${cityName}`;
    },
    intro: (name: string) => `Reply to this e-mail to answer ${name} directly.`,
    promise: `The site promised a comparative market analysis (CMA) of this home within ${RESPONSE_PROMISE_HOURS} hours.`,
    labels: { home: 'Home', description: 'Description', condition: 'Condition', timeline: 'May sell' },
    /** The served cities are all in California (the /sell page writes the address the same way). */
    address: ({ street, cityName, zip }: SellerHome) => `${street}, ${cityName}, CA ${zip}`,
    description: ({ propertyType, bedrooms, bathrooms, livingArea }: SellerHome) =>
      `${propertyTypeLabels[propertyType]} · ${homeFacts({ bedrooms, bathrooms, squareFeet: livingArea })}`,
    condition: (condition: SellerHome['condition']) => homeConditionLabels[condition],
    timeline: (timeline: SellerHome['timeline']) => sellingTimelineLabels[timeline],
    comparables: 'Homes like it the visitor was shown',
    /** A home like it: "$1,689,000 · 4 beds · 3.5 baths · 2,780 sq ft · For Sale". */
    comparable: (home: SellerHome['comparables'][number]) =>
      `${formatUsd(home.price)} · ${homeFacts(home)} · ${home.status}`,
    noComparables: (cityName: string) =>
      `None: the site lists no home in ${cityName} with bedrooms within ${COMPARABLE_RULES.bedroomsAround} ` +
      `and living area within ${Math.round(COMPARABLE_RULES.areaAround * 100)}% of this one.`,
  },
  /** A tour request (issue 48, section 2): the agent's signed links confirm a time, propose another, or cancel. */
  tourNotification: {
    /** "Tour request: Woodbridge Lakeside Retreat — Maya Chen" (a name is one line: the form refuses line breaks). */
    subject: (title: string, name: string) => `Tour request: ${title} — ${name}`,
    intro: (name: string) =>
      `Reply to this e-mail to answer ${name} directly. They were told it is a request, not a booking: ` +
      `confirm one of their times or propose another within ${RESPONSE_PROMISE_HOURS} hours.`,
    labels: { times: 'Preferred times' },
    confirm: 'Confirm a time',
    propose: 'Propose another time',
    cancel: 'Decline or cancel',
    links: `These links act in your name for ${TOUR_RULES.linkDays} days: please do not forward this e-mail.`,
  },
  /** The visitor accepted the agent's proposed time: told to the agent. */
  tourAcceptedNotification: {
    subject: (title: string, name: string) => `Tour confirmed: ${title} — ${name}`,
    heading: (name: string) => `${name} accepted the time you proposed`,
    intro: 'The tour is confirmed, and the visitor received a calendar invitation. Reply to this e-mail to write to them.',
    labels: { when: 'When' },
    cancel: 'Cancel the tour',
  },
  /** A tour cancelled, told to the agent. */
  tourCancelledNotification: {
    subject: (title: string, name: string | undefined) => `Tour cancelled: ${title}${name ? ` — ${name}` : ''}`,
    byVisitor: (name: string | undefined, title: string) => `${name ?? 'The visitor'} cancelled the tour of ${title}`,
    byAgent: (title: string) => `The tour of ${title} is cancelled`,
    visitorTold: 'The visitor was told by e-mail.',
    labels: { when: 'When', times: 'Preferred times' },
  },
  ...visitorEmailTextsEn,
  /** Times of leads are shown in the agency's time zone. */
  timeZoneLabel: 'Pacific time',
} as const;
