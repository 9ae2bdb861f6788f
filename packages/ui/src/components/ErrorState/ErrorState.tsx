import type { ReactNode } from 'react';
import { ButtonLink } from '../Button/Button.js';
import type { StateAction } from '../EmptyState/EmptyState.js';
import { Icon } from '../Icon/Icon.js';
import * as styles from '../../theme/recipes/status-message.css.js';
import { cx } from '../../utils/cx.js';

export interface ErrorStateProps {
  title: string;
  /** What went wrong, in the visitor's words (spec texts come from @pcr/contracts). */
  description?: ReactNode;
  /** Technical detail (e.g. "503: Service Unavailable"), shown small. */
  detail?: string;
  action?: StateAction;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A section failed to load: announced to screen readers, with an optional way forward. */
export function ErrorState({ title, description, detail, action, headingLevel: Heading = 'h3', className }: ErrorStateProps) {
  return (
    <div className={cx(styles.root, styles.tone.danger, className)} role="alert" data-state="error">
      <span className={styles.iconWrap.danger}>
        <Icon name="alert-circle" size={26} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {action ? (
        <ButtonLink href={action.href} variant="primary">
          {action.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}
