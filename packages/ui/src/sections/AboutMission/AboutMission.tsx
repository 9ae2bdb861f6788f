import { useId } from 'react';
import type { AboutContent } from '@pcr/contracts';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import { IdentityText, type ArticleIdentity } from '../ArticleBlocks/ArticleBlocks.js';
import * as styles from './AboutMission.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface AboutMissionProps {
  mission: AboutContent['mission'];
  identity: ArticleIdentity;
  className?: string;
}

/** The agency's mission: heading on one side, the story in a few paragraphs on the other. */
export function AboutMission({ mission, identity, className }: AboutMissionProps) {
  const headingId = useId();
  const t = useTranslate();
  const [lead, ...rest] = mission.paragraphs;
  return (
    <section aria-labelledby={headingId} className={cx(styles.root, className)}>
      <div>
        <SectionHeading id={headingId} eyebrow={t('Our Mission')} title={mission.title} />
      </div>
      <div className={styles.text}>
        {lead ? (
          <p className={styles.lead}>
            <IdentityText text={lead} identity={identity} />
          </p>
        ) : null}
        {rest.map((paragraph) => (
          <p key={paragraph}>
            <IdentityText text={paragraph} identity={identity} />
          </p>
        ))}
      </div>
    </section>
  );
}
