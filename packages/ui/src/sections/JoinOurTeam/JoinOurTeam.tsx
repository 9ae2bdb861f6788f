import { useId } from 'react';
import { buttonClassName } from '../../components/Button/Button.js';
import { Icon } from '../../components/Icon/Icon.js';
import * as styles from './JoinOurTeam.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface JoinOurTeamProps {
  /** Where applications go (the site identity's e-mail). */
  email: string;
  className?: string;
}

/** Recruiting call-to-action with a mailto link. */
export function JoinOurTeam({ email, className }: JoinOurTeamProps) {
  const headingId = useId();
  const t = useTranslate();
  const mailto = `mailto:${email}?subject=${encodeURIComponent(t('Joining the team'))}`;
  return (
    <section aria-labelledby={headingId} className={cx(styles.root, className)}>
      <svg className={styles.waves} viewBox="0 0 420 200" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="10" strokeLinecap="round">
          <path d="M10 60c35-28 70-28 105 0s70 28 105 0 70-28 105 0 70 28 105 0" />
          <path d="M10 110c35-28 70-28 105 0s70 28 105 0 70-28 105 0 70 28 105 0" />
          <path d="M10 160c35-28 70-28 105 0s70 28 105 0 70-28 105 0 70 28 105 0" />
        </g>
      </svg>
      <div className={styles.text}>
        <p className={styles.eyebrow}>{t('Careers')}</p>
        <h2 id={headingId} className={styles.title}>
          {t('Join Our Team')}
        </h2>
        <p className={styles.body}>
          {t('We are always glad to meet agents who put clients first and know their corner of the coast. Send us a few lines about yourself and the neighborhoods you love, and we will be in touch.')}
        </p>
      </div>
      <div className={styles.aside}>
        <a className={cx(buttonClassName('primary', 'lg'))} href={mailto}>
          <Icon name="mail" size={18} />
          {t('Email us about joining')}
        </a>
        <p className={styles.note}>
          {t('or write to')} <a href={mailto}>{email}</a>
        </p>
      </div>
    </section>
  );
}
