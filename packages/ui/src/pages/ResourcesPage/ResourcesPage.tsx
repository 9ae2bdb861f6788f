import { pageTitle, type Resource, type SiteIdentity } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { ResourcesIndex } from '../../sections/ResourcesIndex/ResourcesIndex.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import * as styles from './ResourcesPage.css.js';

export interface ResourcesPageProps {
  /** The five buyer guides, in order. */
  resources: readonly Resource[];
  identity: Pick<SiteIdentity, 'brand'>;
}

export const resourcesPageDescription =
  'Free guides for home buyers in Orange County and Los Angeles: first-time buyers, the buying process, mortgages, home value and neighborhoods.';

/** /resources: the buyer guides and a link to /contact. */
export function ResourcesPage({ resources, identity }: ResourcesPageProps) {
  return (
    <>
      <title>{pageTitle('Buyer Resources', identity.brand)}</title>
      <meta name="description" content={resourcesPageDescription} />

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
