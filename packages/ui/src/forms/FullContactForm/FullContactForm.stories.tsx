import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { HOW_DID_YOU_HEAR, PROPERTY_INTERESTS } from '@pcr/contracts';
import { vars } from '../../theme/contract.css.js';
import { mobileViewport } from '../../../stories-support/story-helpers.js';
import {
  expectFieldError,
  expectHoneypot,
  expectIdleButton,
  expectNoFieldError,
  failingSubmit,
  invalidVisitor,
  pendingSubmit,
  typeInto,
  validationFailure,
  visitor,
  visitorSent,
} from '../../../stories-support/form-stories.js';
import { FullContactForm } from './FullContactForm.js';

const SEND = 'Send Message';
const INTEREST = "I'm interested in";
const HEARD = 'How did you hear about us?';

type Canvas = ReturnType<typeof within>;

function fields(canvas: Canvas) {
  return {
    name: canvas.getByRole('textbox', { name: 'Name' }),
    email: canvas.getByRole('textbox', { name: 'Email' }),
    phone: canvas.getByRole('textbox', { name: 'Phone' }),
    propertyInterest: canvas.getByRole('combobox', { name: INTEREST }),
    howDidYouHear: canvas.getByRole('combobox', { name: HEARD }),
    message: canvas.getByRole('textbox', { name: 'Message' }),
  };
}

type Fields = ReturnType<typeof fields>;

async function fillValid(user: Parameters<typeof typeInto>[0], f: Fields) {
  await typeInto(user, f.name, visitor.name);
  await typeInto(user, f.email, visitor.email);
  await typeInto(user, f.phone, visitor.phone);
  await typeInto(user, f.message, visitor.message);
}

const meta = {
  title: 'Components/Forms/FullContactForm',
  component: FullContactForm,
  args: { onSubmit: fn(async () => undefined) },
  decorators: [
    // As on /contact: the form sits in a raised panel under the page's heading.
    (Story) => (
      <div
        style={{
          maxWidth: 720,
          padding: 'clamp(20px, 5vw, 40px)',
          borderRadius: 24,
          border: `1px solid ${vars.color.border}`,
          backgroundColor: vars.color.surfaceRaised,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FullContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty fields; the picklists of spec section 5 with their defaults (Buying, Google). */
export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('form', { name: 'Contact us' })).toBeVisible();
    const f = fields(canvas);
    for (const field of [f.name, f.email, f.phone, f.message]) {
      await expect(field).toHaveValue('');
      await expectNoFieldError(field);
    }
    await expect(f.propertyInterest).toHaveValue(PROPERTY_INTERESTS[0]);
    await expect(f.howDidYouHear).toHaveValue(HOW_DID_YOU_HEAR[0]);
    const options = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);
    await expect(options(f.propertyInterest)).toEqual([...PROPERTY_INTERESTS]);
    await expect(options(f.howDidYouHear)).toEqual([...HOW_DID_YOU_HEAR]);
    await expect(canvas.getByRole('button', { name: SEND })).toBeEnabled();
    await expectHoneypot(canvasElement, canvas);
  },
};

/** Submitting empty, then too-short values: name, email, phone and message rules of spec section 5. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const f = fields(canvas);
    const button = canvas.getByRole('button', { name: SEND });

    await userEvent.click(button);
    await waitFor(() => expect(f.name).toHaveFocus());
    await expectFieldError(f.name, 'Please enter your name');
    await expectFieldError(f.email, 'Please enter a valid email address');
    await expectFieldError(f.phone, 'Please enter a valid phone number');
    await expectFieldError(f.message, 'Please enter your message');
    await expectNoFieldError(f.propertyInterest);
    await expectNoFieldError(f.howDidYouHear);

    // A valid name, the rest still too short: focus goes to the first invalid field.
    await typeInto(userEvent, f.name, visitor.name);
    await typeInto(userEvent, f.email, invalidVisitor.email);
    await typeInto(userEvent, f.phone, invalidVisitor.phone);
    await typeInto(userEvent, f.message, invalidVisitor.message);
    await userEvent.click(button);
    await waitFor(() => expect(f.email).toHaveFocus());
    await expectNoFieldError(f.name);
    await expectFieldError(f.email, 'Please enter a valid email address');
    await expectFieldError(f.phone, 'Please enter a valid phone number');
    await expectFieldError(f.message, 'Please enter your message');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    f.email.blur();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pendingSubmit) },
  play: async ({ args, canvas, userEvent }) => {
    const f = fields(canvas);
    await fillValid(userEvent, f);
    await userEvent.click(canvas.getByRole('button', { name: SEND }));

    const busy = await canvas.findByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    await userEvent.click(busy);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(f.message).toHaveValue(visitor.message);
  },
};

/** Sent with chosen picklist values; the form is back to empty fields and the default picks. */
export const Success: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const f = fields(canvas);
    await fillValid(userEvent, f);
    await userEvent.selectOptions(f.propertyInterest, 'Selling');
    await userEvent.selectOptions(f.howDidYouHear, 'Friend');
    await userEvent.click(canvas.getByRole('button', { name: SEND }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: visitorSent.name,
      email: visitorSent.email,
      phone: visitorSent.phone,
      message: visitorSent.message,
      propertyInterest: 'Selling',
      howDidYouHear: 'Friend',
      website: '',
    });
    await expectIdleButton(canvas, SEND);
    for (const field of [f.name, f.email, f.phone, f.message]) await waitFor(() => expect(field).toHaveValue(''));
    await expect(f.propertyInterest).toHaveValue(PROPERTY_INTERESTS[0]);
    await expect(f.howDidYouHear).toHaveValue(HOW_DID_YOU_HEAR[0]);
  },
};

/** The request failed: every value, picklists included, is kept for another try. */
export const Failure: Story = {
  args: { onSubmit: fn(failingSubmit) },
  play: async ({ args, canvas, userEvent }) => {
    const f = fields(canvas);
    await fillValid(userEvent, f);
    await userEvent.selectOptions(f.propertyInterest, 'Both');
    await userEvent.click(canvas.getByRole('button', { name: SEND }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const button = await expectIdleButton(canvas, SEND);
    await expect(f.name).toHaveValue(visitor.name);
    await expect(f.email).toHaveValue(visitor.email);
    await expect(f.phone).toHaveValue(visitor.phone);
    await expect(f.message).toHaveValue(visitor.message);
    await expect(f.propertyInterest).toHaveValue('Both');
    for (const field of [f.name, f.email, f.phone, f.message]) await expectNoFieldError(field);
    button.blur();
  },
};

/** A 400 answer with field issues: shown on the message field, which gets focus. */
export const ServerFieldErrors: Story = {
  args: { onSubmit: fn(validationFailure([{ path: 'message', message: 'Please enter your message' }])) },
  play: async ({ args, canvas, userEvent }) => {
    const f = fields(canvas);
    await fillValid(userEvent, f);
    await userEvent.click(canvas.getByRole('button', { name: SEND }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(f.message).toHaveFocus());
    await expectFieldError(f.message, 'Please enter your message');
    for (const field of [f.name, f.email, f.phone]) await expectNoFieldError(field);
    await expect(f.message).toHaveValue(visitor.message);
    await expectIdleButton(canvas, SEND);
    f.message.blur();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    const f = fields(canvas);
    // One column on a phone: email above phone, full width each.
    await expect(f.phone.getBoundingClientRect().top).toBeGreaterThan(f.email.getBoundingClientRect().bottom);
    await expect(Math.round(f.email.getBoundingClientRect().width)).toBe(Math.round(f.name.getBoundingClientRect().width));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    const f = fields(canvas);
    await waitFor(() => expect(f.name).toHaveFocus());
    await expectFieldError(f.message, 'Please enter your message');
    f.name.blur();
  },
};
