import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SUBSCRIBE_INTERESTS } from '@pcr/contracts';
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
import { SubscribeForm } from './SubscribeForm.js';

const SUBSCRIBE = 'Subscribe';
const INTEREST = "I'm interested in";

type Canvas = ReturnType<typeof within>;

function fields(canvas: Canvas) {
  return {
    name: canvas.getByRole('textbox', { name: 'Name' }),
    email: canvas.getByRole('textbox', { name: 'Email' }),
    interest: canvas.getByRole('combobox', { name: INTEREST }),
  };
}

const meta = {
  title: 'Components/Forms/SubscribeForm',
  component: SubscribeForm,
  args: { onSubmit: fn(async () => undefined) },
  decorators: [
    // As on the home page: a sand band around the form.
    (Story) => (
      <div
        style={{
          maxWidth: 1040,
          padding: 'clamp(20px, 5vw, 40px)',
          borderRadius: 24,
          backgroundColor: vars.color.surfaceSunken,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubscribeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty name and email; interest defaults to "Buying a home" (spec section 5). */
export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('form', { name: 'Subscribe to updates' })).toBeVisible();
    const f = fields(canvas);
    await expect(f.name).toHaveValue('');
    await expect(f.email).toHaveValue('');
    await expect(f.interest).toHaveValue(SUBSCRIBE_INTERESTS[0]);
    await expect(within(f.interest).getAllByRole('option').map((o) => o.textContent)).toEqual([...SUBSCRIBE_INTERESTS]);
    // Wide screens: the three fields share one line.
    await expect(f.email.getBoundingClientRect().top).toBe(f.name.getBoundingClientRect().top);
    await expect(f.interest.getBoundingClientRect().top).toBe(f.name.getBoundingClientRect().top);
    await expect(canvas.getByRole('button', { name: SUBSCRIBE })).toBeEnabled();
    await expectHoneypot(canvasElement, canvas);
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const f = fields(canvas);
    const button = canvas.getByRole('button', { name: SUBSCRIBE });

    await userEvent.click(button);
    await waitFor(() => expect(f.name).toHaveFocus());
    await expectFieldError(f.name, 'Please enter your name');
    await expectFieldError(f.email, 'Please enter a valid email address');
    await expectNoFieldError(f.interest);

    await typeInto(userEvent, f.name, invalidVisitor.name);
    await typeInto(userEvent, f.email, invalidVisitor.email);
    await userEvent.click(button);
    await waitFor(() => expect(f.name).toHaveFocus());
    await expectFieldError(f.name, 'Please enter your name');
    await expectFieldError(f.email, 'Please enter a valid email address');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    f.name.blur();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pendingSubmit) },
  play: async ({ args, canvas, userEvent }) => {
    const f = fields(canvas);
    await typeInto(userEvent, f.name, visitor.name);
    await typeInto(userEvent, f.email, visitor.email);
    await userEvent.click(canvas.getByRole('button', { name: SUBSCRIBE }));

    const busy = await canvas.findByRole('button', { name: 'Subscribing...' });
    await expect(busy).toBeDisabled();
    await userEvent.click(busy);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(f.email).toHaveValue(visitor.email);
  },
};

export const Success: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const f = fields(canvas);
    await typeInto(userEvent, f.name, visitor.name);
    await typeInto(userEvent, f.email, visitor.email);
    await userEvent.selectOptions(f.interest, 'Market updates');
    await userEvent.click(canvas.getByRole('button', { name: SUBSCRIBE }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: visitorSent.name,
      email: visitorSent.email,
      interest: 'Market updates',
      website: '',
    });
    await expectIdleButton(canvas, SUBSCRIBE);
    await waitFor(() => expect(f.name).toHaveValue(''));
    await expect(f.email).toHaveValue('');
    await expect(f.interest).toHaveValue(SUBSCRIBE_INTERESTS[0]);
  },
};

export const Failure: Story = {
  args: { onSubmit: fn(failingSubmit) },
  play: async ({ args, canvas, userEvent }) => {
    const f = fields(canvas);
    await typeInto(userEvent, f.name, visitor.name);
    await typeInto(userEvent, f.email, visitor.email);
    await userEvent.selectOptions(f.interest, 'Investment opportunities');
    await userEvent.click(canvas.getByRole('button', { name: SUBSCRIBE }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const button = await expectIdleButton(canvas, SUBSCRIBE);
    await expect(f.name).toHaveValue(visitor.name);
    await expect(f.email).toHaveValue(visitor.email);
    await expect(f.interest).toHaveValue('Investment opportunities');
    await expectNoFieldError(f.name);
    await expectNoFieldError(f.email);
    button.blur();
  },
};

/** A 400 answer with field issues: the interest rule's message lands on the picklist. */
export const ServerFieldErrors: Story = {
  args: { onSubmit: fn(validationFailure([{ path: 'interest', message: 'Please select your interest' }])) },
  play: async ({ args, canvas, userEvent }) => {
    const f = fields(canvas);
    await typeInto(userEvent, f.name, visitor.name);
    await typeInto(userEvent, f.email, visitor.email);
    await userEvent.click(canvas.getByRole('button', { name: SUBSCRIBE }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(f.interest).toHaveFocus());
    await expectFieldError(f.interest, 'Please select your interest');
    await expectNoFieldError(f.name);
    await expectNoFieldError(f.email);
    await expectIdleButton(canvas, SUBSCRIBE);
    f.interest.blur();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    const f = fields(canvas);
    const button = canvas.getByRole('button', { name: SUBSCRIBE });
    // Stacked on a phone, the button as wide as the fields.
    await expect(f.email.getBoundingClientRect().top).toBeGreaterThan(f.name.getBoundingClientRect().bottom);
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(Math.round(f.name.getBoundingClientRect().width));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SUBSCRIBE }));
    const f = fields(canvas);
    await waitFor(() => expect(f.name).toHaveFocus());
    await expectFieldError(f.name, 'Please enter your name');
    await expectFieldError(f.email, 'Please enter a valid email address');
    f.name.blur();
  },
};
