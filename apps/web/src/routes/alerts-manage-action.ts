import type { PageWriteInput, PageWrites } from '@pcr/contracts';
import type { ActionMatch, FormFields, PageAction } from './route-types.js';
import { withAnswer } from './alert-request-action.js';

/** What the manage page shows of a change it refused (the page's own state says why: a link not ours, expired). */
export interface AlertsManageRefusal {
  refused: true;
}

const REFUSED: AlertsManageRefusal = { refused: true };

/** The change a form of the page sent, as the contract's `manageAlerts` reads it; deleting all only with its tick. */
function changeOf(form: FormFields): PageWriteInput<'manageAlerts'>['body'] | undefined {
  const { action, alert, frequency } = form;
  if (action === 'delete-all') return form.confirm === 'yes' ? { action } : undefined;
  return (action === 'frequency' ? { action, alert, frequency } : { action, alert }) as PageWriteInput<'manageAlerts'>['body'];
}

/**
 * The manage page's forms without scripts (decision 0038): each posts to the page's own address with
 * its signed link; the contract's `manageAlerts` checks and makes the change as POST
 * /api/alerts/manage does. Made: back to the page with `saved=1` (303). Refused (an alert not the
 * address's, a field it does not know, deleting all without the tick; a link not ours or expired):
 * the page again with the write's status and the refusal said. An expired link's one form
 * (`action=renew`) has a fresh link sent, and comes back with `renewed=1` whether one went or the
 * hourly limit held it (the page tells a stranger nothing).
 */
export async function alertsManageAction({ location, searchParams }: ActionMatch, form: FormFields, writes: PageWrites): Promise<PageAction<AlertsManageRefusal>> {
  const link = { lead: searchParams.get('lead') ?? '', token: searchParams.get('token') ?? '' };
  if (form.action === 'renew') {
    await writes.renewManageLink(link);
    return { redirect: withAnswer(location, 'renewed', '1') };
  }
  const change = changeOf(form);
  if (!change) return { status: 400, answer: REFUSED };
  const answer = await writes.manageAlerts({ query: link, body: change });
  if (answer.status === 200) return { redirect: withAnswer(location, 'saved', '1') };
  if (answer.status === 400 || answer.status === 404 || answer.status === 410) return { status: answer.status, answer: REFUSED };
  throw new Error(`The manage page's write answered ${answer.status}: ${answer.body.message}`);
}
