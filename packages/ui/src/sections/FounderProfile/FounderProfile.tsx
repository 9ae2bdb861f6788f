import { MARKETING_FIGURES, type Agent } from '@pcr/contracts';
import { buttonClassName } from '../../components/Button/Button.js';
import { Icon } from '../../components/Icon/Icon.js';
import { Link } from '../../components/Link/Link.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { AGENT_PHOTO_SIZE, agentSocialProfiles } from '../../components/AgentCard/AgentCard.js';
import { AgentLanguages } from '../../components/AgentLanguages/AgentLanguages.js';
import { SocialLinks } from '../../components/SocialLinks/SocialLinks.js';
import { firstName, telHref } from '../../utils/tel.js';
import * as styles from './FounderProfile.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface FounderProfileProps {
  /** The founder on /team; on an agent's own page (/team/{slug}), that agent, the founder or not. */
  founder: Agent;
  /** Id of the name heading, for `aria-labelledby` on the surrounding section. */
  headingId?: string;
  /** The name's heading: h2 on /team, h1 on the agent's own page. */
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

/**
 * An agent given room: large portrait, title and license number, full bio and direct contact; the
 * founder (on /team and on their own page) with "Our Founder" and the year they founded the agency.
 */
export function FounderProfile({ founder, headingId, headingLevel: Heading = 'h2', className }: FounderProfileProps) {
  const first = firstName(founder.name);
  const t = useTranslate();
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.portrait}>
        <div className={styles.frame}>
          <img
            className={styles.photo}
            src={founder.imageUrl}
            alt={`${founder.name}, ${founder.title}`}
            width={AGENT_PHOTO_SIZE.width}
            height={AGENT_PHOTO_SIZE.height}
            loading="lazy"
            decoding="async"
          />
          {founder.isFounder ? (
            <p className={styles.badge}>
              <span className={styles.badgeFigure}>{MARKETING_FIGURES.founded}</span>
              <span className={styles.badgeLabel}>{t('Founded the agency')}</span>
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.content}>
        {founder.isFounder ? <p className={styles.eyebrow}>{t('Our Founder')}</p> : null}
        <Heading id={headingId} className={styles.name}>
          {/* On /team the name leads to the agent's own page; there it is the page's title. */}
          {Heading === 'h2' ? (
            <Link className={styles.nameLink} href={`/team/${founder.slug}`}>
              {founder.name}
            </Link>
          ) : (
            founder.name
          )}
        </Heading>
        <p className={styles.title}>{founder.title}</p>
        <p className={styles.license}>{t('DRE #{number}', { number: founder.licenseNumber })}</p>
        <AgentLanguages className={styles.languages} languages={founder.languages} />
        <Icon name="quote" size={36} className={styles.quoteMark} />
        <p className={styles.bio}>{founder.bio}</p>
        <div className={styles.actions}>
          <a className={buttonClassName('primary', 'md')} href={`mailto:${founder.email}`}>
            <Icon name="mail" size={18} />
            {t('Email {name}', { name: first })}
          </a>
          <a className={buttonClassName('secondary', 'md')} href={telHref(founder.phone)} aria-label={t('Call {name} at {phone}', { name: first, phone: founder.phone })}>
            <Icon name="phone" size={18} />
            {founder.phone}
          </a>
          <SocialLinks owner={founder.name} profiles={agentSocialProfiles(founder)} appearance="icons" size="lg" label={t('{name} on social media', { name: founder.name })} />
        </div>
      </div>
    </div>
  );
}

/** Placeholder with the layout of FounderProfile (hidden from assistive technology). */
export function FounderProfileSkeleton({ className }: { className?: string }) {
  return (
    <div className={cx(styles.root, className)} aria-hidden="true" data-testid="founder-profile-skeleton">
      <div className={styles.portrait}>
        <div className={styles.frame}>
          <Skeleton shape="block" width="100%" height="100%" style={{ borderRadius: 0 }} />
        </div>
      </div>
      <div className={styles.content}>
        <Skeleton width="7rem" height="0.75rem" />
        <Skeleton width="60%" height="2.75rem" />
        <Skeleton width="40%" height="1.1rem" />
        <Skeleton width="30%" height="1rem" />
        <span className={styles.skeletonStack}>
          <Skeleton width="100%" height="1.1rem" />
          <Skeleton width="96%" height="1.1rem" />
          <Skeleton width="98%" height="1.1rem" />
          <Skeleton width="64%" height="1.1rem" />
        </span>
        <div className={styles.actions}>
          <Skeleton shape="block" width="10rem" height={46} />
          <Skeleton shape="block" width="10rem" height={46} />
        </div>
      </div>
    </div>
  );
}
