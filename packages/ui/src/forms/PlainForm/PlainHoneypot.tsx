import { useId } from 'react';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import { useTranslate } from '../../i18n/locale-context.js';
import { HONEYPOT_LABEL } from '../LeadFormShell/HoneypotField.js';

/** The spam trap of a form that posts without script (`website`): as HoneypotField, without react-hook-form. */
export function PlainHoneypot() {
  const id = `${useId()}-website`;
  const t = useTranslate();
  return (
    <VisuallyHidden as="div" aria-hidden="true" data-honeypot="">
      <label htmlFor={id}>{t(HONEYPOT_LABEL)}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </VisuallyHidden>
  );
}
