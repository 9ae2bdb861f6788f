import { REQUEST_REFUSALS, type RequestRefusal, type SiteIdentity } from '@pcr/contracts';
import { ButtonLink } from '../../components/Button/Button.js';
import { Container } from '../../components/Container/Container.js';
import { useTranslate } from '../../i18n/locale-context.js';
import { requestRefusedTexts } from './request-refused-texts.js';
import * as styles from '../../theme/recipes/link-page.css.js';

export interface RequestRefusedPageProps {
  reason: RequestRefusal;
  identity: Pick<SiteIdentity, 'phoneDisplay' | 'phoneHref'>;
}

/**
 * The page of a request the site refused (issue 45): a form posted from another site, a body too
 * large or unreadable, a link that does not parse. The server answers it with the refusal's status;
 * it needs no script.
 */
export function RequestRefusedPage({ reason, identity }: RequestRefusedPageProps) {
  const t = useTranslate();
  const { title, text } = requestRefusedTexts[reason];
  return (
    <div className={styles.root}>
      <Container className={styles.inner}>
        <p className={styles.lead}>{t('Error code {status}', { status: REQUEST_REFUSALS[reason] })}</p>
        <h1 className={styles.title}>{t(title)}</h1>
        <p className={styles.lead}>{t(text)}</p>
        <ButtonLink href="/" variant="secondary">
          {t('Go to the homepage')}
        </ButtonLink>
        <p className={styles.lead}>
          {t('Need help? Call us at ')}
          <a href={identity.phoneHref}>{identity.phoneDisplay}</a>.
        </p>
      </Container>
    </div>
  );
}
