import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { mobileViewport, specNotices } from '../../../stories-support/story-helpers.js';
import { noticeContent, noticeKinds } from '../notice-content.js';
import { Notice, NOTICE_CLOSE_LABEL } from './Notice.js';

const meta = {
  title: 'Components/Notices/Notice',
  component: Notice,
  args: { onDismiss: fn() },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec section 8: "Message sent!" after the contact form was sent. */
export const ContactSuccess: Story = {
  args: noticeContent('contactSuccess'),
  play: async ({ args, canvas, userEvent }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Message sent!');
    await expect(notice).toHaveTextContent('Thank you for contacting us. An agent will be in touch shortly.');
    await expect(notice).toHaveAttribute('data-variant', 'success');
    await userEvent.click(canvas.getByRole('button', { name: NOTICE_CLOSE_LABEL }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: NOTICE_CLOSE_LABEL }).blur();
  },
};

/** Destructive: the contact form could not be sent. An alert, in the danger colours. */
export const ContactFailure: Story = {
  args: noticeContent('contactFailure'),
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent('Message failed');
    await expect(notice).toHaveTextContent('There was an error sending your message. Please try again.');
    await expect(notice).toHaveAttribute('data-variant', 'destructive');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const SubscribeSuccess: Story = {
  args: noticeContent('subscribeSuccess'),
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Subscription successful!');
    await expect(notice).toHaveTextContent('Thank you for subscribing to our updates.');
  },
};

export const SubscribeFailure: Story = {
  args: noticeContent('subscribeFailure'),
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent('Subscription failed');
    await expect(notice).toHaveTextContent('There was an error subscribing. Please try again.');
  },
};

/** All four notices of spec section 8 together, as a designer compares them. */
function AllNotices() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {noticeKinds.map((kind) => (
        <Notice key={kind} {...noticeContent(kind)} onDismiss={() => undefined} />
      ))}
    </div>
  );
}

async function expectAllFour(canvas: { getAllByRole: (role: 'status' | 'alert') => HTMLElement[] }) {
  const shown = [...canvas.getAllByRole('status'), ...canvas.getAllByRole('alert')].map((n) => n.textContent);
  await expect(shown).toHaveLength(4);
  for (const kind of noticeKinds) {
    const { title, description } = specNotices[kind];
    await expect(shown.some((text) => text?.includes(title) && text.includes(description))).toBe(true);
  }
}

export const AllDark: Story = {
  args: noticeContent('contactSuccess'),
  globals: { theme: 'dark' },
  render: () => <AllNotices />,
  play: async ({ canvas }) => expectAllFour(canvas),
};

export const AllMobile: Story = {
  args: noticeContent('contactSuccess'),
  globals: mobileViewport,
  render: () => <AllNotices />,
  play: async ({ canvas }) => {
    await expectAllFour(canvas);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
