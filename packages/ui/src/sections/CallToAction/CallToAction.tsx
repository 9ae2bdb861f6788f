import { useId, type ReactNode } from 'react';
import { ButtonLink } from '../../components/Button/Button.js';
import { Icon, type IconName } from '../../components/Icon/Icon.js';
import * as styles from './CallToAction.css.js';
import { cx } from '../../utils/cx.js';

export interface CallToActionLink {
  href: string;
  label: string;
  icon?: IconName;
}

export interface CallToActionProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  primary: CallToActionLink;
  secondary?: CallToActionLink;
  /** sand: warm tinted panel; navy: the deep-sea band. */
  tone?: 'sand' | 'navy';
  /** Text above the actions at every width (for narrow columns). */
  stacked?: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A closing invitation with one or two actions (contact an agent, call, browse homes). */
export function CallToAction({
  eyebrow,
  title,
  children,
  primary,
  secondary,
  tone = 'sand',
  stacked = false,
  headingLevel: Heading = 'h2',
  className,
}: CallToActionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cx(styles.tone[tone], stacked && styles.stacked, className)}>
      <svg className={cx(styles.waves, styles.wavesTone[tone])} viewBox="0 0 420 200" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="10" strokeLinecap="round">
          <path d="M10 60c35-28 70-28 105 0s70 28 105 0 70-28 105 0 70 28 105 0" />
          <path d="M10 110c35-28 70-28 105 0s70 28 105 0 70-28 105 0 70 28 105 0" />
          <path d="M10 160c35-28 70-28 105 0s70 28 105 0 70-28 105 0 70 28 105 0" />
        </g>
      </svg>
      <div className={styles.text}>
        {eyebrow ? <p className={cx(styles.eyebrowBase, styles.eyebrow[tone])}>{eyebrow}</p> : null}
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {children ? <p className={cx(styles.bodyBase, styles.body[tone])}>{children}</p> : null}
      </div>
      <div className={styles.actions}>
        <ButtonLink href={primary.href} variant={tone === 'navy' ? 'inverse' : 'primary'} size="lg">
          {primary.icon ? <Icon name={primary.icon} size={18} /> : null}
          {primary.label}
        </ButtonLink>
        {secondary ? (
          <ButtonLink href={secondary.href} variant="secondary" size="lg" className={tone === 'navy' ? styles.inverseOutline : undefined}>
            {secondary.icon ? <Icon name={secondary.icon} size={18} /> : null}
            {secondary.label}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
