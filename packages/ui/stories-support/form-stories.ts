/**
 * Shared by the form stories only (not exported from the package): what a visitor types,
 * and the pending / failing `onSubmit` implementations the states need.
 */
import { apiErrorMessages, type ValidationErrorBody } from '@pcr/contracts';
import type { within } from 'storybook/test';
import { expect, waitFor } from 'storybook/test';
import { HONEYPOT_LABEL } from '../src/forms/LeadFormShell/HoneypotField.js';
import { FormSubmitError } from '../src/forms/form-errors.js';

type Canvas = ReturnType<typeof within>;
interface StoryUser {
  type: (element: Element, text: string) => Promise<void>;
  clear: (element: Element) => Promise<void>;
  click: (element: Element) => Promise<void>;
}

/** A visitor's details as typed (note the stray spaces: the form sends them trimmed). */
export const visitor = {
  name: '  Ana Torres ',
  email: 'ana.torres@example.com',
  phone: '(949) 555-0123',
  address: '12 Harbor View Dr, Newport Beach',
  message: 'We are relocating in June and would love to see homes near good schools.',
} as const;

/** The same details as the form hands to `onSubmit` (parsed by the contract's schema). */
export const visitorSent = {
  name: 'Ana Torres',
  email: visitor.email,
  phone: visitor.phone,
  address: visitor.address,
  message: visitor.message,
} as const;

/** Values that fail the contract's rules (spec section 5): too short, no domain, too few digits. */
export const invalidVisitor = { name: 'A', email: 'ana@example', phone: '555-0123', message: 'Hi' } as const;

/** An `onSubmit` that never settles: the form stays in its submitting state. */
export const pendingSubmit = () => new Promise<void>(() => undefined);

/** An `onSubmit` that fails like a server error (no field issues): the notice says so; the form keeps the values. */
export const failingSubmit = async () => {
  throw new FormSubmitError('503: Service Unavailable', { status: 503 });
};

/** A 400 answer of the API with field issues (decisions.md "API"). */
export function validationFailure(issues: ValidationErrorBody['issues']) {
  return async () => {
    throw FormSubmitError.fromValidationBody({ message: apiErrorMessages.invalidBody, issues });
  };
}

export async function typeInto(user: StoryUser, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.type(field, text);
}

/** The field's error message, found the way assistive technology finds it (aria-describedby). */
export function describedText(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The field is marked invalid and its described-by text is exactly `message`. */
export async function expectFieldError(field: HTMLElement, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  await expect(describedText(field)).toBe(message);
}

export async function expectNoFieldError(field: HTMLElement): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await expect(field).not.toHaveAttribute('aria-describedby');
}

/** Waits until the submit button is idle again (label back, enabled). */
export async function expectIdleButton(canvas: Canvas, label: string): Promise<HTMLElement> {
  const button = await canvas.findByRole('button', { name: label });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/** The honeypot: in the DOM for bots, hidden from people and assistive technology, out of the tab order. */
export async function expectHoneypot(canvasElement: HTMLElement, canvas: Canvas): Promise<void> {
  const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
  await expect(trap).not.toBeNull();
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  await expect(trap?.labels?.[0]).toHaveTextContent(HONEYPOT_LABEL);
  await expect(canvas.queryByRole('textbox', { name: HONEYPOT_LABEL })).toBeNull();
  // Clipped to a 1 px box: nothing of it shows on screen.
  const wrapper = trap?.closest<HTMLElement>('[aria-hidden="true"]');
  const box = wrapper?.getBoundingClientRect();
  await expect(box?.width).toBeLessThanOrEqual(1);
  await expect(box?.height).toBeLessThanOrEqual(1);
  await expect(wrapper && getComputedStyle(wrapper).overflow).toBe('hidden');
}
