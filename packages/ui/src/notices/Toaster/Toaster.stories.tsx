import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within, type Mock } from 'storybook/test';
import { Button } from '../../components/Button/Button.js';
import { mobileViewport, specNotices } from '../../../stories-support/story-helpers.js';
import { createNoticeToaster, NOTICE_REMOVE_DELAY_MS, type NoticeToaster } from './createNoticeToaster.js';
import { noticeContent, noticeKinds, type NoticeKind } from '../notice-content.js';
import { NOTICE_CLOSE_LABEL } from '../Notice/Notice.js';
import { NOTICE_REGION_LABEL, Toaster } from './Toaster.js';

const showLabel = (kind: NoticeKind) => `Show “${noticeContent(kind).title}”`;

/** A fresh toaster per story (as the app mounts one), with a button per notice of spec section 8. */
function ToasterDemo({ onReady }: { onReady?: (toaster: NoticeToaster) => void }) {
  const [toaster] = useState(() => {
    const created = createNoticeToaster();
    onReady?.(created);
    return created;
  });
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {noticeKinds.map((kind) => (
          <Button key={kind} variant="secondary" size="sm" onClick={() => toaster.notify(kind)}>
            {showLabel(kind)}
          </Button>
        ))}
      </div>
      <Toaster toaster={toaster} />
    </>
  );
}

type Canvas = ReturnType<typeof within>;

/** The notice region is outside the story's root in the DOM order, so it is found in the document. */
function region(): HTMLElement {
  return within(document.body).getByRole('region', { name: NOTICE_REGION_LABEL });
}

/** The notices on screen, as a person sees them (status for success, alert for destructive). */
function visibleNotices(): HTMLElement[] {
  const r = within(region());
  return [...r.queryAllByRole('status'), ...r.queryAllByRole('alert')];
}

async function show(canvas: Canvas, user: Pick<User, 'click'>, kind: NoticeKind) {
  await user.click(canvas.getByRole('button', { name: showLabel(kind) }));
  const { title } = specNotices[kind];
  const notice = await within(region()).findByText(title);
  const root = notice.closest<HTMLElement>('[data-part="root"]');
  if (!root) throw new Error('notice root not found');
  await waitFor(() => expect(root).toHaveAttribute('data-mounted'));
  return root;
}

/** Drags the pointer from inside the notice `dx` px to the right and releases it. */
async function swipe(
  user: Pick<User, 'pointer'>,
  notice: HTMLElement,
  dx: number,
) {
  const box = notice.getBoundingClientRect();
  const x = box.left + 24;
  const y = box.top + box.height / 2;
  await user.pointer([
    { keys: '[MouseLeft>]', target: notice, coords: { clientX: x, clientY: y } },
    { target: notice, coords: { clientX: x + dx / 2, clientY: y } },
    { target: notice, coords: { clientX: x + dx, clientY: y } },
    { keys: '[/MouseLeft]', target: notice, coords: { clientX: x + dx, clientY: y } },
  ]);
}

const meta = {
  title: 'Components/Notices/Toaster',
  component: ToasterDemo,
  // Behaviour is what these stories prove; the notices' looks are in Components/Notices/Notice and
  // in the Mobile and Dark stories below. Time-dependent states make poor screenshots.
  parameters: { screenshot: { disable: true } },
} satisfies Meta<typeof ToasterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The `userEvent` a play function receives. */
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/**
 * Resolves with the time (performance.now()) at which the notice starts closing, seen as the event
 * itself (a mutation of its `data-state`), not by polling; rejects if that has not happened by `withinMs`.
 */
function whenClosing(notice: HTMLElement, withinMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const done = (at: number) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(at);
    };
    const observer = new MutationObserver(() => {
      if (notice.getAttribute('data-state') !== 'open' || !notice.isConnected) done(performance.now());
    });
    observer.observe(notice, { attributes: true, attributeFilter: ['data-state'] });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`the notice was still open ${withinMs} ms later`));
    }, withinMs);
  });
}

/** A notice closes on its own 5000 ms after it appeared (spec sections 4 and 9). */
export const AutoClose: Story = {
  play: async ({ canvas, userEvent }) => {
    // Taken before the click: the notice's timer starts after it, so it cannot close before +5000 ms.
    const clickedAt = performance.now();
    const notice = await show(canvas, userEvent, 'contactSuccess');
    await expect(notice).toHaveTextContent('Thank you for contacting us. An agent will be in touch shortly.');

    // The closing itself, waited for with a bound (5000 ms and a margin for a busy machine).
    const closingAt = await whenClosing(notice, 5000 + 3000);
    await expect(closingAt - clickedAt).toBeGreaterThanOrEqual(5000);
    await waitFor(() => expect(visibleNotices()).toHaveLength(0), { timeout: NOTICE_REMOVE_DELAY_MS + 1000 });
  },
};

/** Two notices in a row: only one is ever on screen, and it is the latest outcome. */
export const OneAtATime: Story = {
  args: { onReady: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const toaster = (args.onReady as Mock<(t: NoticeToaster) => void>).mock.calls[0]![0];
    await show(canvas, userEvent, 'contactFailure');
    await expect(visibleNotices()).toHaveLength(1);

    await show(canvas, userEvent, 'contactSuccess');
    await expect(visibleNotices()).toHaveLength(1);
    const [notice] = visibleNotices();
    await expect(notice).toHaveTextContent('Message sent!');
    await expect(within(region()).queryByText('Message failed')).toBeNull();

    // Nothing was queued behind it: closing it leaves the region empty.
    await userEvent.click(within(region()).getByRole('button', { name: NOTICE_CLOSE_LABEL }));
    // The toaster's store drained (nothing shown, nothing waiting): nothing can come after it.
    await waitFor(() => expect(toaster.store.getCount()).toBe(0));
    await expect(visibleNotices()).toHaveLength(0);
  },
};

/** F8 moves focus to the notice region (and holds the notice there); Escape then dismisses it. */
export const HotkeyF8: Story = {
  play: async ({ canvas, userEvent }) => {
    const notice = await show(canvas, userEvent, 'subscribeFailure');
    const trigger = canvas.getByRole('button', { name: showLabel('subscribeFailure') });
    await expect(trigger).toHaveFocus();

    // The key a person presses: F8 (key and code both "F8", as browsers send it).
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(region()).toHaveFocus());
    await expect(notice).toHaveAttribute('data-paused');
    await expect(notice).toHaveTextContent('There was an error subscribing. Please try again.');

    await userEvent.tab();
    await expect(notice).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(visibleNotices()).toHaveLength(0));
  },
};

/** Swipe right: 30 px springs back, 50 px (the threshold of spec section 9) dismisses. */
export const SwipeToDismiss: Story = {
  play: async ({ canvas, userEvent }) => {
    const notice = await show(canvas, userEvent, 'subscribeSuccess');

    await swipe(userEvent, notice, 30);
    await expect(notice).toBeInTheDocument();
    await expect(notice).toHaveAttribute('data-state', 'open');
    await expect(notice.style.getPropertyValue('--swipe-x')).toBe('');

    // A drag to the left does nothing either.
    await swipe(userEvent, notice, -80);
    await expect(notice).toHaveAttribute('data-state', 'open');

    await swipe(userEvent, notice, 50);
    await waitFor(() => expect(visibleNotices()).toHaveLength(0));
  },
};

/** While dragged, the notice follows the pointer to the right. */
export const SwipeFollowsPointer: Story = {
  play: async ({ canvas, userEvent }) => {
    const notice = await show(canvas, userEvent, 'contactSuccess');
    const box = notice.getBoundingClientRect();
    const x = box.left + 24;
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: notice, coords: { clientX: x, clientY: y } },
      { target: notice, coords: { clientX: x + 40, clientY: y } },
    ]);
    await expect(notice.style.getPropertyValue('--swipe-x')).toBe('40px');
    await expect(notice).toHaveAttribute('data-swiping');
    await userEvent.pointer({ keys: '[/MouseLeft]', target: notice, coords: { clientX: x + 40, clientY: y } });
    await expect(notice).not.toHaveAttribute('data-swiping');
    await expect(notice).toHaveAttribute('data-state', 'open');
  },
};

/** Notices held on screen for a picture: hovering (like focus) pauses the 5000 ms. */
async function showAndHold(canvas: Canvas, userEvent: Pick<User, 'click' | 'hover'>, kind: NoticeKind) {
  const notice = await show(canvas, userEvent, kind);
  await userEvent.hover(notice);
  await waitFor(() => expect(notice).toHaveAttribute('data-paused'));
  canvas.getByRole('button', { name: showLabel(kind) }).blur();
  return notice;
}

const fullHeight: Decorator = (Story) => (
  <div style={{ height: '100vh', padding: 24, boxSizing: 'border-box' }}>
    <Story />
  </div>
);

/** On a phone: the notice spans the screen above the bottom edge. */
export const Mobile: Story = {
  globals: mobileViewport,
  parameters: { frame: 'none', screenshot: { disable: false } },
  decorators: [fullHeight],
  play: async ({ canvas, userEvent }) => {
    const notice = await showAndHold(canvas, userEvent, 'contactFailure');
    const box = notice.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark', viewport: { value: 'tablet', isRotated: false } },
  parameters: { frame: 'none', screenshot: { disable: false } },
  decorators: [fullHeight],
  play: async ({ canvas, userEvent }) => {
    const notice = await showAndHold(canvas, userEvent, 'contactSuccess');
    await expect(notice).toHaveTextContent('Message sent!');
  },
};
