import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import { useTranslate } from '../../i18n/locale-context.js';

/** The text of the honeypot's label: a person who somehow reaches the field is told to skip it. */
export const HONEYPOT_LABEL = 'Leave this field empty';

/**
 * Spam trap: a field people never see or reach (visually hidden, hidden from assistive technology,
 * out of the tab order, no autofill). Bots that fill every input fill it; the server flags the lead.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  const id = useId();
  const t = useTranslate();
  return (
    <VisuallyHidden as="div" aria-hidden="true" data-honeypot="">
      <label htmlFor={id}>{t(HONEYPOT_LABEL)}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </VisuallyHidden>
  );
}
