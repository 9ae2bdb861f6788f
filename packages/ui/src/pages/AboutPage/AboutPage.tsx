import { MARKETING_FIGURES, RESPONSE_PROMISE_HOURS, type AboutContent, type SiteIdentity } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { AboutMission } from '../../sections/AboutMission/AboutMission.js';
import { CallToAction } from '../../sections/CallToAction/CallToAction.js';
import { ReasonsList } from '../../sections/ReasonsList/ReasonsList.js';
import { Timeline } from '../../sections/Timeline/Timeline.js';
import { ValuesGrid } from '../../sections/ValuesGrid/ValuesGrid.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import * as styles from './AboutPage.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface AboutPageProps {
  about: AboutContent;
  identity: Pick<SiteIdentity, 'brand' | 'phoneDisplay' | 'phoneHref' | 'email'>;
}


/** /about: mission, values, reasons to choose us, the timeline, and links to /contact and /properties. */
export function AboutPage({ about, identity }: AboutPageProps) {
  const t = useTranslate();
  return (
    <>

      <PageHero
        eyebrow={t('About Us')}
        title={
          <>
            {t('Local Roots, ')}
            <em>{t('Coastal')}</em>
            {t(' Expertise')}
          </>
        }
        description={t('A boutique agency with the reach of a full team, helping buyers and sellers across Orange County and Los Angeles since {year}.', {
          year: MARKETING_FIGURES.founded,
        })}
        stats={[
          { value: MARKETING_FIGURES.yearsInBusiness, label: t('Years of experience') },
          { value: MARKETING_FIGURES.homesSold, label: t('Homes sold') },
          { value: MARKETING_FIGURES.professionals, label: t('Professionals') },
        ]}
      />

      <Container className={styles.band}>
        <AboutMission mission={about.mission} identity={identity} />
      </Container>

      <div className={styles.tinted}>
        <Container className={styles.band}>
          <ValuesGrid values={about.values} />
        </Container>
      </div>

      <Container className={styles.band}>
        <ReasonsList reasons={about.reasons} />
      </Container>

      <Container className={cx(styles.band, styles.divided)}>
        <Timeline events={about.timeline} identity={identity} />
      </Container>

      <Container className={styles.closing}>
        <CallToAction
          eyebrow={t('Let’s talk')}
          title={t('Ready to write your next chapter?')}
          primary={{ href: '/contact', label: t('Contact Us') }}
          secondary={{ href: '/properties', label: t('View Properties') }}
        >
          {t('Tell us what you are looking for, or browse the homes we represent. We reply to every message within {hours} hours.', {
            hours: RESPONSE_PROMISE_HOURS,
          })}
        </CallToAction>
      </Container>
    </>
  );
}
