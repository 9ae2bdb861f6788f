import { useId } from 'react';
import { MARKETING_FIGURES, type Agent, type SiteIdentity } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { JsonLd } from '../../components/JsonLd/JsonLd.js';
import { FounderProfile, FounderProfileSkeleton } from '../../sections/FounderProfile/FounderProfile.js';
import { JoinOurTeam } from '../../sections/JoinOurTeam/JoinOurTeam.js';
import { TeamGrid } from '../../sections/TeamGrid/TeamGrid.js';
import { teamJsonLd } from '../../utils/structured-data/person.js';
import type { DataState } from '../../utils/data-state.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import * as styles from './TeamPage.css.js';
import { useAbsoluteUrl } from '../../utils/site-origin.js';
import { useLocale, useTranslate } from '../../i18n/locale-context.js';

export interface TeamPageProps {
  agents: DataState<Agent[]>;
  identity: Pick<SiteIdentity, 'brand' | 'email'>;
}


/** Splits the agents into the founder and everyone else (the grid never repeats the founder). */
function splitFounder(state: DataState<Agent[]>): { founder?: Agent; others: DataState<Agent[]> } {
  if (state.status !== 'loaded') return { others: state };
  const founder = state.data.find((agent) => agent.isFounder === true);
  return { founder, others: { status: 'loaded', data: state.data.filter((agent) => agent !== founder) } };
}

/** /team: hero, the founder, the other agents and the Join Our Team call-to-action; every agent shown is a Person in its structured data. */
export function TeamPage({ agents, identity }: TeamPageProps) {
  const founderHeadingId = useId();
  const absoluteUrl = useAbsoluteUrl();
  const t = useTranslate();
  const locale = useLocale();
  const { founder, others } = splitFounder(agents);
  return (
    <>
      {agents.status === 'loaded' && agents.data.length > 0 ? <JsonLd data={teamJsonLd(agents.data, absoluteUrl, locale)} /> : null}

      <PageHero
        eyebrow={t('Our People')}
        title={
          <>
            {t('Meet Our ')}
            <em>{t('Team')}</em>
          </>
        }
        description={t('Local experts across Orange County and Los Angeles, with one promise: honest advice and a personal reply, whichever of us you reach.')}
        stats={[
          { value: MARKETING_FIGURES.yearsInBusiness, label: t('Years on the coast') },
          { value: MARKETING_FIGURES.homesSold, label: t('Homes sold') },
          { value: MARKETING_FIGURES.clientSatisfaction, label: t('Client satisfaction') },
        ]}
      />

      {agents.status === 'loading' ? (
        <Container band>
          <FounderProfileSkeleton />
        </Container>
      ) : founder ? (
        <section aria-labelledby={founderHeadingId}>
          <Container band>
            <FounderProfile founder={founder} headingId={founderHeadingId} />
          </Container>
        </section>
      ) : null}

      <Container band className={agents.status === 'loading' || founder ? styles.divided : undefined}>
        <TeamGrid state={others} />
      </Container>

      <Container className={styles.join}>
        <JoinOurTeam email={identity.email} />
      </Container>
    </>
  );
}
