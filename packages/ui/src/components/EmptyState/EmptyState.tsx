import type { ReactNode } from 'react';
import { ButtonLink } from '../Button/Button.js';
import { Icon, type IconName } from '../Icon/Icon.js';
import * as styles from '../../theme/recipes/status-message.css.js';
import { cx } from '../../utils/cx.js';

export interface StateAction {
  href: string;
  label: string;
}

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: IconName;
  action?: StateAction;
  /** Heading level of the title (default h3, as it sits inside a section). */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A section loaded fine but has nothing to show. */
export function EmptyState({ title, description, icon = 'compass', action, headingLevel: Heading = 'h3', className }: EmptyStateProps) {
  return (
    <div className={cx(styles.root, styles.tone.neutral, className)} data-state="empty">
      <span className={styles.iconWrap.neutral}>
        <Icon name={icon} size={26} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? (
        <ButtonLink href={action.href} variant="secondary">
          {action.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}
