import { useId, type ReactNode } from 'react';
import { SKELETON_COUNTS, type Agent } from '@pcr/contracts';
import { EmptyState } from '../../components/EmptyState/EmptyState.js';
import { ErrorState } from '../../components/ErrorState/ErrorState.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import type { DataState } from '../../utils/data-state.js';
import { AgentCard, AgentCardSkeleton } from '../../components/AgentCard/AgentCard.js';
import * as styles from './TeamGrid.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface TeamGridProps {
  /** The agents' request: skeletons while loading, the error or empty state, or a card per agent. */
  state: DataState<Agent[]>;
  /** The section's h2 (default "Our Agents", in the page's language). */
  title?: ReactNode;
  /** The label above the title (default "The Team"). */
  eyebrow?: ReactNode;
  /** The lead paragraph under the title (default: the team's specialties). */
  description?: ReactNode;
  className?: string;
}

/**
 * The agents section of /team: skeletons while loading, an error or empty message, or a card per
 * agent in a centred grid. Use it where the whole team is listed; for a few agents among other
 * content (the home page), use `CardGridSection` with `AgentCard`.
 */
export function TeamGrid({ state, title, eyebrow, description, className }: TeamGridProps) {
  const headingId = useId();
  const t = useTranslate();
  const loading = state.status === 'loading';
  return (
    <section aria-labelledby={headingId} aria-busy={loading} className={cx(styles.section, className)}>
      <SectionHeading
        id={headingId}
        eyebrow={eyebrow ?? t('The Team')}
        title={title ?? t('Our Agents')}
        description={description ?? t('Neighborhood specialists who know the streets, the schools and the market, and who answer their phones.')}
      />
      {state.status === 'loading' ? (
        <>
          <VisuallyHidden role="status">{t('Loading agents…')}</VisuallyHidden>
          <div className={styles.grid}>
            {Array.from({ length: SKELETON_COUNTS.teamPage }, (_, index) => (
              <AgentCardSkeleton key={index} />
            ))}
          </div>
        </>
      ) : state.status === 'error' ? (
        <ErrorState
          title={t("We couldn't load our team")}
          description={t("Please try again in a moment, or contact us and we'll connect you with the right agent.")}
          detail={state.message}
          action={{ href: '/contact', label: t('Contact Us') }}
        />
      ) : state.data.length === 0 ? (
        <EmptyState
          icon="users"
          title={t('Our team directory is being updated')}
          description={t("Please check back soon, or contact us and we'll connect you with the right agent.")}
          action={{ href: '/contact', label: t('Contact Us') }}
        />
      ) : (
        <ul className={styles.grid}>
          {state.data.map((agent) => (
            <li key={agent.id}>
              <AgentCard agent={agent} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
