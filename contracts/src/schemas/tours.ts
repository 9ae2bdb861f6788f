import * as v from 'valibot';
import { LOCALES } from '../locale.js';
import { leadRequestMessages } from '../messages.js';
import { TOUR_ACTIONS, TOUR_MODES, TOUR_RULES, TOUR_SIDES, TOUR_STATES, tourInstant, tourMessages, tourTimeIssue } from '../tours.js';
import { PropertySchema } from './entities.js';
import { email, honeypot, name, page, phone } from './forms.js';

/**
 * Tour requests (issue 48, section 2) as the API takes and answers them. Times the visitor or agent
 * types are Pacific wall times as a datetime-local field sends them ("2026-12-05T10:00"); times the
 * API answers are instants (UTC, ISO 8601).
 */

const Instant = v.pipe(v.string(), v.isoTimestamp('Use an ISO 8601 timestamp'));

/**
 * One preferred time: empty (a field left blank), or a Pacific time that is ahead, within 14 days and
 * within office hours. Checked against the clock when the request is read.
 */
const issueOf = (local: string) => {
  const instant = tourInstant(local);
  return instant === undefined ? tourMessages.time : tourTimeIssue(instant, new Date());
};
export const TourTimeSchema = v.pipe(
  v.string(tourMessages.time),
  v.trim(),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value === '') return;
    const issue = issueOf(dataset.value);
    if (issue) addIssue({ message: issue });
  }),
);

const filled = (times: readonly string[]) => times.filter((time) => time !== '');

/** Body of POST /api/tours: the home, how, when, who, and the consent. */
export const TourRequestSchema = v.object(
  {
    propertyId: v.optional(v.pipe(v.string(tourMessages.propertyId), v.minLength(1, tourMessages.propertyId), v.maxLength(100, tourMessages.propertyId)), ''),
    mode: v.optional(v.picklist(TOUR_MODES, tourMessages.mode), '' as never),
    // Up to three; blanks are the fields left empty, so each message stays beside its own field (times.0 … times.2).
    times: v.optional(
      v.pipe(
        v.array(TourTimeSchema, tourMessages.times),
        v.maxLength(TOUR_RULES.maxTimes, tourMessages.times),
        v.check((times) => filled(times).length > 0, tourMessages.times),
        v.check((times) => new Set(filled(times)).size === filled(times).length, tourMessages.sameTime),
      ),
      [],
    ),
    name,
    email,
    phone,
    message: v.optional(v.pipe(v.string(tourMessages.message), v.trim(), v.maxLength(1000, tourMessages.message))),
    consent: v.optional(v.pipe(v.boolean(tourMessages.consent), v.check((value) => value, tourMessages.consent)), false),
    website: honeypot,
    /** The site path the form was sent from (/properties/{id}/tour or /es/…): the lead's language. */
    page,
  },
  leadRequestMessages.body,
);
export type TourRequest = v.InferOutput<typeof TourRequestSchema>;
export type TourRequestInput = v.InferInput<typeof TourRequestSchema>;

/** A signed link's query: for which side, which action, until when (Unix seconds), and its signature. */
export const TourLinkSchema = v.object({
  side: v.picklist(TOUR_SIDES, tourMessages.linkInvalid),
  action: v.picklist(TOUR_ACTIONS, tourMessages.linkInvalid),
  until: v.pipe(v.string(tourMessages.linkInvalid), v.regex(/^\d{1,12}$/, tourMessages.linkInvalid)),
  sig: v.pipe(v.string(tourMessages.linkInvalid), v.regex(/^[A-Za-z0-9_-]{43}$/, tourMessages.linkInvalid)),
});
export type TourLink = v.InferOutput<typeof TourLinkSchema>;

/**
 * Body of POST /api/tours/{id}: the link's query, and for `confirm` the instant of one of the tour's
 * times, for `propose` a Pacific time as a datetime-local field sends it.
 */
export const TourActionRequestSchema = v.object({
  ...TourLinkSchema.entries,
  time: v.optional(v.pipe(v.string(tourMessages.time), v.trim(), v.maxLength(40, tourMessages.time))),
});
export type TourActionRequest = v.InferOutput<typeof TourActionRequestSchema>;

/** A tour as the page its signed links open shows it, to the side the link is for. */
export const TourViewSchema = v.object({
  id: v.string(),
  state: v.picklist(TOUR_STATES),
  mode: v.picklist(TOUR_MODES),
  /** The home (null when the site no longer shows it). */
  property: v.nullable(PropertySchema),
  /** The visitor's preferred times, earliest first. */
  times: v.array(Instant),
  /** The agent's proposed time (state `proposed`; kept once accepted or cancelled). */
  proposedAt: v.nullable(Instant),
  /** The confirmed time (state `confirmed`, and a cancelled tour that was confirmed). */
  startsAt: v.nullable(Instant),
  /** The agent who answers it (null: the agency's desk). */
  agentName: v.nullable(v.string()),
  /** Who cancelled it. */
  cancelledBy: v.nullable(v.picklist(TOUR_SIDES)),
  /** The language of the visitor's page: their e-mails and their links' pages. */
  language: v.picklist(LOCALES),
  /** Who asked and how to reach them: shown to the agent's side only. */
  visitor: v.optional(v.object({ name: v.string(), email: v.string(), phone: v.nullable(v.string()), message: v.nullable(v.string()) })),
  /** The link that opened it: its side and action, and whether that action can still be taken. */
  link: v.object({ side: v.picklist(TOUR_SIDES), action: v.picklist(TOUR_ACTIONS), open: v.boolean() }),
});
export type TourView = v.InferOutput<typeof TourViewSchema>;

/** A refusal that keeps the page: the message and the tour as it stands (409: overlap or a changed state). */
export const TourConflictSchema = v.object({ message: v.string(), tour: TourViewSchema });
export type TourConflict = v.InferOutput<typeof TourConflictSchema>;
