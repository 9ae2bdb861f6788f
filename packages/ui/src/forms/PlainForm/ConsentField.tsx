import { useId } from 'react';
import { FieldMessage } from './FieldMessage.js';
import { PlainChoice, type PlainChoiceProps } from './PlainChoice.js';

export interface ConsentFieldProps {
  /** What the visitor agrees to, in the page's language. */
  label: string;
  /** The server's message when it was not ticked. */
  error: string | undefined;
  box?: PlainChoiceProps['box'];
}

/**
 * The consent's checkbox (posts `consent=true`) and its message. Never ticked in the server's HTML:
 * left for the visitor to tick again when the page comes back with a message.
 */
export function ConsentField({ label, error, box }: ConsentFieldProps) {
  const id = `${useId()}-consent`;
  return (
    <div>
      <PlainChoice
        type="checkbox"
        id={id}
        name="consent"
        value="true"
        label={label}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
        muted
        box={box}
      />
      {error ? <FieldMessage id={`${id}-error`} message={error} /> : null}
    </div>
  );
}
