import { type Resource } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { ResourcesIndex } from '../../sections/ResourcesIndex/ResourcesIndex.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import * as styles from './ResourcesPage.css.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface ResourcesPageProps {
  /** The five buyer guides, in order. */
  resources: readonly Resource[];
}


/** /resources: the buyer guides and a link to /contact. */
export function ResourcesPage({ resources }: ResourcesPageProps) {
  const t = useTranslate();
  return (
    <>

      <PageHero
        eyebrow={t('Buyer Resources')}
        title={
          <>
            {t('Buy with ')}
            <em>{t('Confidence')}</em>
          </>
        }
        description={t('Practical guides to buying a home in Southern California, from your credit score to the day you get the keys.')}
      />

      <Container className={styles.band}>
        <ResourcesIndex resources={resources} />
      </Container>
    </>
  );
}
