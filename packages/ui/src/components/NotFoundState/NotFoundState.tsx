import { ButtonLink } from '../Button/Button.js';
import { Container } from '../Container/Container.js';
import { Icon } from '../Icon/Icon.js';
import { cx } from '../../utils/cx.js';
import * as styles from './NotFoundState.css.js';

export interface NotFoundStateProps {
  title: string;
  description: string;
  /** The way back, e.g. to the list the missing item belongs to. */
  back: { href: string; label: string };
  className?: string | undefined;
}

/** A detail page whose item is missing (or failed to load): its h1, why, and the way back. */
export function NotFoundState({ title, description, back, className }: NotFoundStateProps) {
  return (
    <div className={cx(styles.root, className)} data-state="not-found">
      <Container>
        <div className={styles.card}>
          <span className={styles.icon}>
            <Icon name="map-pin" size={28} />
          </span>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.text}>{description}</p>
          <ButtonLink href={back.href} size="lg" className={styles.action}>
            <Icon name="arrow-left" size={18} />
            {back.label}
          </ButtonLink>
        </div>
      </Container>
    </div>
  );
}
