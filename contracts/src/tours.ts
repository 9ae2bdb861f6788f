/**
 * Tour requests (issue 48, section 2): a visitor asks to see a home, in person or by video, at up to
 * three times; the agent confirms one or proposes another, and either side can cancel. Plain values
 * and rules, no schema, so pages can show them without loading valibot; the schemas are in
 * schemas/tours.ts. Spanish twins in tours.es.ts.
 */
import { alertMessages } from './messages.js';
import { addDays, pacificInstant, pacificParts, weekdayOf } from './pacific-calendar.js';

export const TOUR_MODES = ['in-person', 'video'] as const;
export type TourMode = (typeof TOUR_MODES)[number];
export const tourModeLabels = {
  'in-person': 'In person',
  video: 'By video',
} as const satisfies Record<TourMode, string>;

/**
 * requested → confirmed (the agent picks one of the times), or proposed (the agent offers another)
 * → confirmed (the visitor accepts it); from any of them, cancelled, by either side.
 */
export const TOUR_STATES = ['requested', 'proposed', 'confirmed', 'cancelled'] as const;
export type TourState = (typeof TOUR_STATES)[number];

/** Who a signed link is for. */
export const TOUR_SIDES = ['agent', 'visitor'] as const;
export type TourSide = (typeof TOUR_SIDES)[number];

/** What a signed link may do: each link is signed for one tour, one side and one of these, until a time. */
export const TOUR_ACTIONS = ['confirm', 'propose', 'accept', 'cancel'] as const;
export type TourAction = (typeof TOUR_ACTIONS)[number];

/** Which side each action belongs to: the agent confirms and proposes, the visitor accepts; both cancel. */
export const TOUR_ACTIONS_OF: Readonly<Record<TourSide, readonly TourAction[]>> = {
  agent: ['confirm', 'propose', 'cancel'],
  visitor: ['accept', 'cancel'],
};

/** In which states an action can still be taken. */
export const TOUR_ACTION_STATES: Readonly<Record<TourAction, readonly TourState[]>> = {
  confirm: ['requested', 'proposed'],
  propose: ['requested', 'proposed'],
  accept: ['proposed'],
  cancel: ['requested', 'proposed', 'confirmed'],
};

export const TOUR_RULES = {
  /** Preferred times a visitor may give. */
  maxTimes: 3,
  /** A tour is asked for (and proposed) within this many days from now. */
  windowDays: 14,
  /** How long a tour takes: it starts and ends within office hours, and an agent's tours may not overlap. */
  minutes: 60,
  /** Days a tour's signed links work: longer than any tour is ahead. */
  linkDays: 15,
} as const;

/**
 * The office hours a tour fits in (spec: Mon-Fri 9AM-6PM, Sat 10AM-4PM; Sunday is by appointment,
 * which a form cannot make), by day of the week, 0 Sunday … 6 Saturday, in Pacific time.
 */
export const TOUR_OFFICE_HOURS: Readonly<Record<number, { opens: string; closes: string } | undefined>> = {
  1: { opens: '09:00', closes: '18:00' },
  2: { opens: '09:00', closes: '18:00' },
  3: { opens: '09:00', closes: '18:00' },
  4: { opens: '09:00', closes: '18:00' },
  5: { opens: '09:00', closes: '18:00' },
  6: { opens: '10:00', closes: '16:00' },
};

/** Messages of the tour form and of the tour's page. */
export const tourMessages = {
  propertyId: 'Please choose a home on this site',
  mode: 'Please choose in person or by video',
  times: 'Please choose at least one time',
  time: 'Please choose a date and a time',
  window: 'Please choose a time in the next 14 days',
  hours: 'Please choose a time within office hours (Mon-Fri 9AM-6PM, Sat 10AM-4PM); a tour takes an hour',
  sameTime: 'Please choose different times',
  message: 'Please keep your message under 1,000 characters',
  consent: alertMessages.consent,
  /** A confirmed tour of the same agent overlaps: the agent's page and the visitor's (accepting a proposal) say so. */
  overlap: 'The agent already has a tour at that time. Please choose another time.',
  /** The chosen time is not one this tour offers (confirm). */
  notOffered: 'Please choose one of the times of this request',
  linkInvalid: 'This link is not valid. Please use the link in your e-mail.',
  linkExpired: 'This link has expired. Please write to us or call, and we will help.',
  notFound: 'This tour request is no longer on file.',
  /** The link's action no longer fits the tour's state (confirmed already, cancelled…): the page shows where it stands. */
  stateChanged: 'This tour has changed since the e-mail was sent. Here is where it stands.',
} as const;

/** A time as a datetime-local field sends it, in Pacific time: "2026-12-05T10:00". */
export const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The instant of a Pacific wall time from a datetime-local field; undefined when it is not one. */
export function tourInstant(local: string): string | undefined {
  const match = LOCAL_TIME.exec(local);
  if (!match) return undefined;
  const [, date, time] = match as unknown as [string, string, string];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const day = new Date(`${date}T00:00:00Z`);
  if (hours > 23 || minutes > 59 || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return undefined;
  return pacificInstant(date, time);
}

/** "2026-12-05T21:00:00.000Z" → "2026-12-05T13:00": an instant as a datetime-local field shows it in Pacific time. */
export function tourLocalTime(instant: string): string {
  const { date, time } = pacificParts(instant);
  return `${date}T${time}`;
}

/** Minutes since midnight of "HH:MM". */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Why a tour cannot start at `instant` (a message of tourMessages), or undefined when it can: in the
 * future, within TOUR_RULES.windowDays of `now`, starting and ending within office hours.
 */
export function tourTimeIssue(instant: string, now: Date): string | undefined {
  const start = Date.parse(instant);
  if (!(start > now.getTime()) || start > now.getTime() + TOUR_RULES.windowDays * 86_400_000) return tourMessages.window;
  const { date, time } = pacificParts(instant);
  const hours = TOUR_OFFICE_HOURS[weekdayOf(date)];
  const begins = minutesOf(time);
  if (!hours || begins < minutesOf(hours.opens) || begins + TOUR_RULES.minutes > minutesOf(hours.closes)) return tourMessages.hours;
  return undefined;
}

/** The first and last local times the form's fields offer (min and max of datetime-local), from `now`. */
export function tourTimeRange(now: Date): { min: string; max: string } {
  const today = pacificParts(now.toISOString()).date;
  return { min: `${today}T00:00`, max: `${addDays(today, TOUR_RULES.windowDays)}T23:59` };
}

/** When an instant's tour ends (ISO). */
export const tourEnd = (startsAt: string): string => new Date(Date.parse(startsAt) + TOUR_RULES.minutes * 60_000).toISOString();
