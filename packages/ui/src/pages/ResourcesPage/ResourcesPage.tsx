import { type Resource } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { ResourcesIndex } from '../../sections/ResourcesIndex/ResourcesIndex.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import * as styles from './ResourcesPage.css.js';

export interface ResourcesPageProps {
  /** The five buyer guides, in order. */
  resources: readonly Resource[];
}


/** /resources: the buyer guides and a link to /contact. */
export function ResourcesPage({ resources }: ResourcesPageProps) {
  return (
    <>

      <PageHero
        eyebrow="Buyer Resources"
        title={
          <>
            Buy with <em>Confidence</em>
          </>
        }
        description="Practical guides to buying a home in Southern California, from your credit score to the day you get the keys."
      />

      <Container className={styles.band}>
        <ResourcesIndex resources={resources} />
      </Container>
    </>
  );
}
