import { Icon } from '../../components/Icon/Icon.js';
import { useTranslateText } from '../../i18n/locale-context.js';
import * as controls from '../../theme/recipes/controls.css.js';

export interface FieldMessageProps {
  /** Named by the control's `aria-describedby`. */
  id: string;
  /** The server's message (the contract's English text), shown in the page's language. */
  message: string;
}

/** A message under a group of choices or the consent, as the text fields show theirs (FieldShell). */
export function FieldMessage({ id, message }: FieldMessageProps) {
  const translateText = useTranslateText();
  return (
    <p id={id} className={controls.error}>
      <Icon name="alert-circle" size={16} className={controls.errorIcon} />
      <span>{translateText(message)}</span>
    </p>
  );
}
