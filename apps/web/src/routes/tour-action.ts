import { TOUR_ACTIONS, type PageWriteInput, type PageWrites, type TourAction } from '@pcr/contracts';
import type { TourActionAnswer } from '@pcr/ui/pages/TourRequestPage/tour-form.js';
import { withAnswer } from './alert-request-action.js';
import type { ActionMatch, FormFields, PageAction } from './route-types.js';
import { formField } from './form-field.js';

/** The signed link of a tour's page: its own query (side, action, until, sig). */
export const tourLinkOf = (searchParams: URLSearchParams) => ({
  side: searchParams.get('side') ?? '',
  action: searchParams.get('action') ?? '',
  until: searchParams.get('until') ?? '',
  sig: searchParams.get('sig') ?? '',
});

/**
 * A tour page's button (issue 48), posted to the link's own address with or without scripts: the
 * contract's `actOnTour` checks the link and makes the change. Done: the page again with `done=1`
 * (303), which shows where the tour stands now. Refused: the page with the message (a time out of
 * hours 400, the agent's calendar taken or the tour moved on 409, a link not ours 403, expired 410),
 * the time typed kept; the database away, 503 with everything kept.
 */
export async function tourAction({ location, params, searchParams }: ActionMatch, form: FormFields, writes: PageWrites): Promise<PageAction<TourActionAnswer>> {
  const link = tourLinkOf(searchParams);
  const action: TourAction = (TOUR_ACTIONS as readonly string[]).includes(link.action) ? (link.action as TourAction) : 'cancel';
  const time = formField(form, 'time');
  const body = { ...link, ...(time ? { time } : {}) } as PageWriteInput<'actOnTour'>['body'];
  const answer = await writes.actOnTour({ params: { id: params.id ?? '' }, body });
  const kept = time ? { time } : {};
  switch (answer.status) {
    case 200:
      return { redirect: withAnswer(location, 'done', '1') };
    case 400:
      return { status: 400, answer: { action, message: answer.body.issues[0]?.message ?? answer.body.message, ...kept } };
    case 409:
      return { status: 409, answer: { action, message: answer.body.message, ...kept } };
    case 403:
    case 404:
    case 410:
      return { status: answer.status, answer: { action, message: answer.body.message } };
    case 503:
      return { status: 503, answer: { action, unavailable: true, ...kept } };
    default:
      throw new Error(`The tour page's write answered ${answer.status}: ${answer.body.message}`);
  }
}
