import type { ReactNode } from 'react';
import { Container } from '../../components/Container/Container.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import * as styles from './PageHero.css.js';

export interface PageHeroStat {
  value: string;
  label: string;
}

export interface PageHeroProps {
  eyebrow?: ReactNode;
  /** The page's h1; wrap a word in `<em>` for the italic accent. */
  title: ReactNode;
  description?: ReactNode;
  stats?: PageHeroStat[];
}

/** Sand-tinted page header with the h1, a lead paragraph and optional figures. */
export function PageHero({ eyebrow, title, description, stats }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <svg className={styles.waves} viewBox="0 0 1600 120" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M0 70c100-40 200-40 300 0s200 40 300 0 200-40 300 0 200 40 300 0 200-40 300 0 200 40 300 0" />
          <path d="M0 95c100-40 200-40 300 0s200 40 300 0 200-40 300 0 200 40 300 0 200-40 300 0 200 40 300 0" />
          <path d="M0 45c100-40 200-40 300 0s200 40 300 0 200-40 300 0 200 40 300 0 200-40 300 0 200 40 300 0" />
        </g>
      </svg>
      <Container className={styles.inner}>
        <SectionHeading as="h1" eyebrow={eyebrow} title={title} description={description} />
        {stats && stats.length > 0 ? (
          <dl className={styles.stats}>
            {stats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd className={styles.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Container>
    </div>
  );
}
