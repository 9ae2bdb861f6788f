import type { ReactNode } from 'react';
import type { Property } from '@pcr/contracts';
import { Link } from '../Link/Link.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface ListedByProps {
  agent: Property['agent'];
  /**
   * The property page: the name in bold, a link to the agent's page when they are on the team. Not on
   * a card, whose whole surface is the link to the home (a second link under it could not be reached).
   */
  onPage?: boolean;
  className?: string;
  /** What follows on the same line (the property page's "Meet our team"). */
  children?: ReactNode;
}

/**
 * "Listed by" a home's agent: their name (on the home's page, a link to theirs when they are on the
 * team) and their DRE license number when it is known (California wants it beside the name).
 */
export function ListedBy({ agent, onPage = false, className, children }: ListedByProps) {
  const t = useTranslate();
  const name = onPage && agent.slug ? <Link href={`/team/${agent.slug}`}>{agent.name}</Link> : agent.name;
  return (
    <p className={className}>
      {t('Listed by')} {onPage ? <strong>{name}</strong> : name}
      {agent.licenseNumber !== undefined ? `, ${t('DRE #{number}', { number: agent.licenseNumber })}` : null}
      {children}
    </p>
  );
}
