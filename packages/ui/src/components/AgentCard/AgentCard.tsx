import type { Agent } from '@pcr/contracts';
import { AgentLanguages } from '../AgentLanguages/AgentLanguages.js';
import { Icon } from '../Icon/Icon.js';
import { Link } from '../Link/Link.js';
import { Skeleton, SkeletonText } from '../Skeleton/Skeleton.js';
import { SocialLinks, type SocialProfile } from '../SocialLinks/SocialLinks.js';
import { firstName, telHref } from '../../utils/tel.js';
import * as styles from './AgentCard.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

/** Intrinsic size of agent portraits (4:5), so the page never shifts while photos load. */
export const AGENT_PHOTO_SIZE = { width: 480, height: 600 } as const;

/** An agent's LinkedIn and Instagram profiles, those they have (the card and the founder's profile). */
export function agentSocialProfiles(agent: Pick<Agent, 'linkedin' | 'instagram'>): SocialProfile[] {
  const profiles: SocialProfile[] = [];
  if (agent.linkedin) profiles.push({ network: 'linkedin', href: agent.linkedin, label: 'LinkedIn' });
  if (agent.instagram) profiles.push({ network: 'instagram', href: agent.instagram, label: 'Instagram' });
  return profiles;
}

export interface AgentCardProps {
  agent: Agent;
  /** Heading level of the agent's name (h3 inside a section with an h2). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}

/** One agent: portrait, name (a link to their page), title, DRE license number, short bio, languages, e-mail and phone links, and social profiles when present. */
export function AgentCard({ agent, headingLevel: Heading = 'h3', className }: AgentCardProps) {
  const first = firstName(agent.name);
  const t = useTranslate();
  return (
    <article className={cx(styles.card, className)} data-agent-id={agent.id}>
      <div className={styles.media}>
        <img
          className={styles.photo}
          src={agent.imageUrl}
          alt={`${agent.name}, ${agent.title}`}
          width={AGENT_PHOTO_SIZE.width}
          height={AGENT_PHOTO_SIZE.height}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link className={styles.nameLink} href={`/team/${agent.slug}`}>
            {agent.name}
          </Link>
        </Heading>
        <p className={styles.role}>{agent.title}</p>
        <p className={styles.license}>{t('DRE #{number}', { number: agent.licenseNumber })}</p>
        <p className={styles.bio}>{agent.bio}</p>
        <AgentLanguages className={styles.languages} languages={agent.languages} />
        <div className={styles.footer}>
          <ul className={styles.contacts}>
            <li>
              <a className={styles.contactLink} href={`mailto:${agent.email}`} aria-label={t('Email {name}', { name: agent.name })}>
                <Icon name="mail" size={17} />
                {t('Email')}
              </a>
            </li>
            <li>
              <a className={styles.contactLink} href={telHref(agent.phone)} aria-label={t('Call {name} at {phone}', { name: first, phone: agent.phone })}>
                <Icon name="phone" size={17} />
                {agent.phone}
              </a>
            </li>
          </ul>
          <SocialLinks owner={agent.name} profiles={agentSocialProfiles(agent)} appearance="icons" label={t('{name} on social media', { name: agent.name })} />
        </div>
      </div>
    </article>
  );
}

/** Placeholder with the exact frame of an AgentCard: the same elements and classes, so the same height. */
export function AgentCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cx(styles.card, className)} aria-hidden="true" data-testid="agent-card-skeleton">
      <div className={styles.media}>
        <Skeleton shape="block" width="100%" height="100%" style={{ borderRadius: 0 }} />
      </div>
      <div className={styles.body}>
        <SkeletonText as="h3" className={styles.name} lines={['62%']} />
        <SkeletonText className={styles.role} lines={['45%']} />
        <SkeletonText className={styles.license} lines={['30%']} />
        <SkeletonText className={styles.bio} lines={['100%', '94%', '70%']} />
        <SkeletonText className={styles.languages} lines={['48%']} />
        <div className={styles.footer}>
          <ul className={styles.contacts}>
            <li className={styles.contactLink}>
              <Skeleton shape="line" width="4em" />
            </li>
            <li className={styles.contactLink}>
              <Skeleton shape="line" width="8em" />
            </li>
          </ul>
          <ul className={styles.social}>
            <li>
              <Skeleton shape="circle" width={34} height={34} />
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
