import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tourMessages, type TourAction, type TourLink, type TourSide, type TourView } from '@pcr/contracts';
import { findProperty } from '@pcr/content';
import { STORY_NOW } from '../../../stories-support/open-house-stories.js';
import { expectDarkTheme, expectFitsScreen, narrowViewport, PageShell } from '../../../stories-support/story-helpers.js';
import { TourPage, type TourPageProps } from './TourPage.js';

const home = findProperty('pcr-1001')!;
/** Thursday, December 3, 2026, 10:00 AM in California. */
const now = new Date(STORY_NOW).toISOString();
const id = '0f6c2d4e-8b1a-4c3d-9e5f-7a6b5c4d3e2f';

/** The visitor's times, two days and more after the stories' "now": Saturday 10 AM, Monday 2 PM, Tuesday 9:30 AM (Pacific). */
const times = ['2026-12-05T18:00:00.000Z', '2026-12-07T22:00:00.000Z', '2026-12-08T17:30:00.000Z'];
/** The agent's proposal: Wednesday, December 9, 4 PM. */
const proposedAt = '2026-12-10T00:00:00.000Z';

const visitor = { name: 'Jordan Reyes', email: 'jordan.reyes@example.com', phone: '(949) 555-0199', message: 'We would love to see the dock.' };

/** A tour as the API shows it to one side, opened by one action's link. */
function tourView(side: TourSide, action: TourAction, changes: Partial<TourView> = {}): TourView {
  return {
    id,
    state: 'requested',
    mode: 'in-person',
    property: home,
    times,
    proposedAt: null,
    startsAt: null,
    agentName: home.agent.name,
    cancelledBy: null,
    language: 'en',
    ...(side === 'agent' ? { visitor } : {}),
    link: { side, action, open: true },
    ...changes,
  };
}

function linkOf(side: TourSide, action: TourAction): TourLink {
  return { side, action, until: '1797984000', sig: 'c2lnbmVkLWJ5LXRoZS1zaXRlLWZvci10aGlzLXRvdXI' };
}

/** The props of a link's page: the tour, and the link (its address and its query). */
function opened(side: TourSide, action: TourAction, changes: Partial<TourView> = {}): Pick<TourPageProps, 'result' | 'action' | 'link'> {
  const link = linkOf(side, action);
  return {
    result: { status: 'loaded', tour: tourView(side, action, changes) },
    action: `/tours/${id}?side=${side}&action=${action}&until=${link.until}&sig=${link.sig}`,
    link,
  };
}

/** The link's query, as each of the page's forms posts it back. */
async function expectLinkFields(form: HTMLElement, side: TourSide, action: TourAction) {
  const value = (name: string) => form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;
  await expect(value('side')).toBe(side);
  await expect(value('action')).toBe(action);
  await expect(value('until')).toBe('1797984000');
  await expect(value('sig')).toBe(linkOf(side, action).sig);
}

/**
 * /tours/{id}: the page a tour's signed links open (issue 48 §2), the agent's (confirm, propose,
 * cancel) or the visitor's (accept, cancel). Opening it changes nothing: a plain form posts the
 * action to the link itself.
 */
const meta = {
  title: 'Pages/TourPage',
  component: TourPage,
  args: { ...opened('agent', 'confirm'), now },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path={`/tours/${id}`}>
      <TourPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof TourPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent's "confirm" link: the request, who asked, and the visitor's times to choose from. */
export const AgentConfirm: Story = {
  play: async ({ canvas, args }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Tour request' })).toBeVisible();
    await expect(main.getByText('Requested — waiting for your answer')).toBeVisible();
    await expect(main.getByRole('link', { name: 'See the home' })).toHaveAttribute('href', `/properties/${home.id}`);
    await expect(main.getByText('In person')).toBeVisible();
    await expect(main.getByRole('link', { name: 'jordan.reyes@example.com' })).toHaveAttribute('href', 'mailto:jordan.reyes@example.com');
    await expect(main.getByRole('link', { name: '(949) 555-0199' })).toHaveAttribute('href', 'tel:9495550199');
    await expect(main.getByText('We would love to see the dock.')).toBeVisible();
    const form = main.getByRole('form', { name: 'Confirm one of the times' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', args.action);
    await expectLinkFields(form, 'agent', 'confirm');
    const choices = within(form).getAllByRole('radio');
    await expect(choices.map((choice) => (choice as HTMLInputElement).value)).toEqual(times);
    const saturday = within(form).getByRole('radio', { name: 'Saturday, December 5, 10:00 AM PST' });
    await expect(saturday).toBeChecked();
    await expect(saturday).toHaveAttribute('name', 'time');
    await expect(within(form).getByRole('radio', { name: 'Tuesday, December 8, 9:30 AM PST' })).not.toBeChecked();
    await expect(within(form).getByRole('button', { name: 'Confirm this time' })).toHaveAttribute('type', 'submit');
    await expect(main.queryByText(tourMessages.stateChanged)).toBeNull();
  },
};

/** The agent's "propose" link: a time of their own, from today to 14 days ahead. */
export const AgentPropose: Story = {
  args: opened('agent', 'propose'),
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('main')).getByRole('form', { name: 'Propose another time' });
    await expectLinkFields(form, 'agent', 'propose');
    const time = within(form).getByLabelText('Another time');
    await expect(time).toHaveAttribute('type', 'datetime-local');
    await expect(time).toHaveAttribute('name', 'time');
    await expect(time).toHaveAttribute('step', '900');
    await expect(time).toHaveAttribute('min', '2026-12-03T00:00');
    await expect(time).toHaveAttribute('max', '2026-12-17T23:59');
    await expect(time).toHaveAccessibleDescription('Tours: Mon-Fri 9AM-6PM, Sat 10AM-4PM (Pacific time)');
    await expect(within(form).getByRole('button', { name: 'Propose this time' })).toBeVisible();
  },
};

/** A proposal refused (out of office hours): the message beside the field, the time typed kept. */
export const AgentProposeRefused: Story = {
  args: { ...opened('agent', 'propose'), answer: { action: 'propose', message: tourMessages.hours, time: '2026-12-06T11:00' } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('alert')).toHaveTextContent(tourMessages.hours);
    const time = main.getByLabelText('Another time');
    await expect(time).toHaveValue('2026-12-06T11:00');
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAccessibleDescription(`Tours: Mon-Fri 9AM-6PM, Sat 10AM-4PM (Pacific time) ${tourMessages.hours}`);
  },
};

/** The visitor's "accept" link of a proposal: the new time, and one button. */
export const VisitorAccept: Story = {
  args: opened('visitor', 'accept', { state: 'proposed', proposedAt }),
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Your tour request' })).toBeVisible();
    await expect(main.getByText('New time proposed')).toBeVisible();
    await expect(main.getByText('Wednesday, December 9, 4:00 PM PST', { selector: 'time' })).toHaveAttribute('datetime', proposedAt);
    await expect(main.getByText(home.agent.name)).toBeVisible();
    // Who asked is the agent's to see only.
    await expect(main.queryByRole('link', { name: 'jordan.reyes@example.com' })).toBeNull();
    const form = main.getByRole('form', { name: 'Accept Wednesday, December 9, 4:00 PM PST?' });
    await expectLinkFields(form, 'visitor', 'accept');
    await expect(form.querySelector('input[type="hidden"][name="time"]')).toHaveValue(proposedAt);
    await expect(within(form).getByRole('button', { name: 'Accept this time' })).toBeVisible();
  },
};

/** Accepting a proposal when the agent has booked that hour since: the overlap message, the button kept. */
export const OverlapRefused: Story = {
  args: { ...opened('visitor', 'accept', { state: 'proposed', proposedAt }), answer: { action: 'accept', message: tourMessages.overlap } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('alert')).toHaveTextContent('The agent already has a tour at that time. Please choose another time.');
    await expect(main.getByRole('button', { name: 'Accept this time' })).toBeVisible();
  },
};

/** The agent's "confirm" link once they proposed a time: it is among the choices, marked. */
export const AgentConfirmWithProposal: Story = {
  args: opened('agent', 'confirm', { state: 'proposed', proposedAt }),
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('main')).getByRole('form', { name: 'Confirm one of the times' });
    await expect(within(form).getAllByRole('radio')).toHaveLength(4);
    await expect(within(form).getByRole('radio', { name: 'Wednesday, December 9, 4:00 PM PST (your proposed time)' })).toHaveAttribute('value', proposedAt);
  },
};

/** A confirmed tour, the visitor's "cancel" link: the time, the agent, and the button. */
export const ConfirmedVisitorCancel: Story = {
  args: opened('visitor', 'cancel', { state: 'confirmed', startsAt: times[1]! }),
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByText('Confirmed', { selector: 'p' })).toBeVisible();
    await expect(main.getByText('Confirmed time')).toBeVisible();
    await expect(main.getAllByText('Monday, December 7, 2:00 PM PST')).toHaveLength(2);
    await expect(main.getByText('Your agent')).toBeVisible();
    const form = main.getByRole('form', { name: 'Cancel the tour' });
    await expectLinkFields(form, 'visitor', 'cancel');
    await expect(within(form).getByRole('button', { name: 'Cancel the tour' })).toBeVisible();
    await expect(main.getByText('We will let the agent know by e-mail.')).toBeVisible();
  },
};

/** A request not answered yet: the visitor cancels their request. */
export const VisitorCancelRequest: Story = {
  args: opened('visitor', 'cancel'),
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByText('Requested — waiting for the agent')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Cancel my request' })).toBeVisible();
  },
};

/** Cancelled by the visitor, opened from the agent's "confirm" e-mail: where it stands, no button. */
export const Cancelled: Story = {
  args: opened('agent', 'confirm', { state: 'cancelled', cancelledBy: 'visitor', link: { side: 'agent', action: 'confirm', open: false } }),
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByText(tourMessages.stateChanged)).toBeVisible();
    await expect(main.getByText('Cancelled by the visitor')).toBeVisible();
    await expect(main.queryByRole('form')).toBeNull();
    await expect(main.queryByRole('button')).toBeNull();
  },
};

/** Done: the agent confirmed a time; the visitor gets the invitation. */
export const Done: Story = {
  args: { ...opened('agent', 'confirm', { state: 'confirmed', startsAt: times[0]!, link: { side: 'agent', action: 'confirm', open: false } }), done: true },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent('The tour is confirmed. We sent the visitor a calendar invitation.');
    await expect(main.queryByText(tourMessages.stateChanged)).toBeNull();
    await expect(main.queryByRole('form')).toBeNull();
  },
};

/** Done: the visitor accepted the proposal. */
export const DoneVisitor: Story = {
  args: { ...opened('visitor', 'accept', { state: 'confirmed', proposedAt, startsAt: proposedAt, link: { side: 'visitor', action: 'accept', open: false } }), done: true },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent('The tour is confirmed. A calendar invitation is on its way to your inbox.');
  },
};

/** The database away when the button was pressed: nothing changed, try again. */
export const Unavailable: Story = {
  args: { ...opened('agent', 'cancel'), answer: { action: 'cancel', unavailable: true } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('alert')).toHaveTextContent('We couldn’t save your request just now. Nothing you typed is lost: please send it again in a minute.');
    await expect(main.getByRole('button', { name: 'Cancel the tour' })).toBeVisible();
  },
};

/** A link past its date (410): the message, and the way to reach us. */
export const ExpiredLink: Story = {
  args: { result: { status: 'refused', code: 410, message: tourMessages.linkExpired } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
    await expect(main.getByText('This link has expired. Please write to us or call, and we will help.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(main.queryByRole('form')).toBeNull();
  },
};

/** The tour could not be read (the database away when the link was opened): nothing about the link, try again. */
export const CouldNotLoad: Story = {
  args: { result: { status: 'unavailable' } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(main.getByText('Please try again in a moment.')).toBeVisible();
    await expect(main.queryByRole('form')).toBeNull();
  },
};

/** A link not signed by the site (403). */
export const InvalidLink: Story = {
  args: { result: { status: 'refused', code: 403, message: tourMessages.linkInvalid }, link: undefined },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
    await expect(main.getByText('This link is not valid. Please use the link in your e-mail.')).toBeVisible();
  },
};

/** The visitor's "accept" link on a Spanish page, on the narrowest phone: the times in Spanish, nothing wider than the screen. */
export const SpanishVisitor: Story = {
  args: opened('visitor', 'accept', { state: 'proposed', proposedAt, mode: 'video', language: 'es' }),
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Su solicitud de visita' })).toBeVisible();
    await expect(main.getByText('Nuevo horario propuesto')).toBeVisible();
    await expect(main.getByText('Por video')).toBeVisible();
    await expect(main.getByText('sábado, 5 de diciembre, 10:00 a. m. PST')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ver la casa' })).toHaveAttribute('href', `/es/properties/${home.id}`);
    await expect(main.getByRole('form', { name: '¿Acepta el miércoles, 9 de diciembre, 4:00 p. m. PST?' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Aceptar este horario' })).toBeVisible();
    await expectFitsScreen(canvasElement);
  },
};

export const SpanishExpiredLink: Story = {
  args: { result: { status: 'refused', code: 410, message: tourMessages.linkExpired } },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Este enlace no se puede usar' })).toBeVisible();
    await expect(main.getByText('Este enlace ha vencido. Escríbanos o llámenos y le ayudaremos.')).toBeVisible();
  },
};

export const Dark: Story = {
  args: opened('visitor', 'accept', { state: 'proposed', proposedAt }),
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
