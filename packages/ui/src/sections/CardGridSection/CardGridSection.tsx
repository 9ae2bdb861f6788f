import { useId, type ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState/EmptyState.js';
import { ErrorState } from '../../components/ErrorState/ErrorState.js';
import type { IconName } from '../../components/Icon/Icon.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import type { DataState } from '../../utils/data-state.js';
import * as styles from './CardGridSection.css.js';
import { useTranslate } from '../../i18n/locale-context.js';
import { cx } from '../../utils/cx.js';

export interface CardGridSectionProps<T> {
  state: DataState<T[]>;
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  headingLevel?: 'h1' | 'h2';
  /** Spoken while loading, e.g. "Loading featured properties…". */
  loadingLabel: string;
  /** How many skeletons stand in for the cards (spec section 4). */
  skeletonCount: number;
  skeleton: ReactNode;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string;
  /** Show at most this many items. */
  limit?: number;
  /** What an error shows; a string is shown as is (spec section 8 texts), an object as a full error state. */
  error?: string | { title: string; description: string; action?: { href: string; label: string } };
  empty: { title: string; description?: string; icon?: IconName; action?: { href: string; label: string } };
  /** A link or anything under the grid, when it has loaded (e.g. "View all properties"). */
  footer?: ReactNode;
  className?: string;
}

/**
 * A section of cards fed by one request: skeletons while loading (their count per spec section 4),
 * the error or empty state, or the cards. The section is busy while loading.
 */
export function CardGridSection<T>({
  state,
  title,
  eyebrow,
  description,
  headingLevel = 'h2',
  loadingLabel,
  skeletonCount,
  skeleton,
  renderItem,
  itemKey,
  limit,
  error,
  empty,
  footer,
  className,
}: CardGridSectionProps<T>) {
  const headingId = useId();
  const t = useTranslate();
  const items = state.status === 'loaded' ? (limit === undefined ? state.data : state.data.slice(0, limit)) : [];
  return (
    <section aria-labelledby={headingId} aria-busy={state.status === 'loading'} className={cx(styles.section, className)}>
      <SectionHeading id={headingId} as={headingLevel} eyebrow={eyebrow} title={title} description={description} />
      {state.status === 'loading' ? (
        <>
          <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
          <div className={styles.grid}>
            {Array.from({ length: skeletonCount }, (_, index) => (
              <div key={index}>{skeleton}</div>
            ))}
          </div>
        </>
      ) : state.status === 'error' ? (
        typeof error === 'string' ? (
          <ErrorState title={error} />
        ) : (
          <ErrorState
            title={error?.title ?? t('Something went wrong')}
            description={error?.description ?? t('Please try again later.')}
            detail={state.message}
            {...(error?.action ? { action: error.action } : {})}
          />
        )
      ) : items.length === 0 ? (
        <EmptyState
          icon={empty.icon ?? 'home'}
          title={empty.title}
          {...(empty.description ? { description: empty.description } : {})}
          {...(empty.action ? { action: empty.action } : {})}
        />
      ) : (
        <>
          <ul className={styles.grid}>
            {items.map((item, index) => (
              <li key={itemKey(item)}>{renderItem(item, index)}</li>
            ))}
          </ul>
          {footer}
        </>
      )}
    </section>
  );
}
