import { TeamPage } from '@pcr/ui';
import { useAgents } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';

export default function TeamRoute() {
  return <TeamPage agents={useAgents()} identity={siteIdentity} />;
}
