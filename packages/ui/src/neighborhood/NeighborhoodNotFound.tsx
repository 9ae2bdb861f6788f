import { errorMessages } from '@pcr/contracts';
import { ButtonLink } from '../components/Button.js';
import { Container } from '../components/Container.js';
import { Icon } from '../components/Icon.js';
import { cx } from '../utils/cx.js';
import * as styles from './NeighborhoodNotFound.css.js';

export interface NeighborhoodNotFoundProps {
  className?: string;
}

/** Shown when the neighborhood is missing (or its request fails): the spec's texts letter for letter, and the way back to /neighborhoods. */
export function NeighborhoodNotFound({ className }: NeighborhoodNotFoundProps) {
  const { title, description } = errorMessages.neighborhoodNotFound;
  return (
    <div className={cx(styles.root, className)} data-state="not-found">
      <Container>
        <div className={styles.card}>
          <span className={styles.icon}>
            <Icon name="map-pin" size={28} />
          </span>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.text}>{description}</p>
          <ButtonLink href="/neighborhoods" size="lg" className={styles.action}>
            <Icon name="arrow-left" size={18} />
            Back to Neighborhoods
          </ButtonLink>
        </div>
      </Container>
    </div>
  );
}
