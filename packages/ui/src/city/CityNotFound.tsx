import { errorMessages } from '@pcr/contracts';
import { ButtonLink } from '../components/Button.js';
import { Container } from '../components/Container.js';
import { Icon } from '../components/Icon.js';
import * as styles from './CityNotFound.css.js';
import { cx } from '../utils/cx.js';

export interface CityNotFoundProps {
  className?: string;
}

/** Shown when the city request fails or finds nothing: spec texts letter for letter, and a way back. */
export function CityNotFound({ className }: CityNotFoundProps) {
  const { title, description, action } = errorMessages.cityNotFound;
  return (
    <div className={cx(styles.root, className)} data-state="not-found">
      <Container>
        <div className={styles.card}>
          <span className={styles.icon}>
            <Icon name="map-pin" size={28} />
          </span>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.text}>{description}</p>
          <ButtonLink href="/cities" size="lg" className={styles.action}>
            <Icon name="arrow-left" size={18} />
            {action}
          </ButtonLink>
        </div>
      </Container>
    </div>
  );
}
