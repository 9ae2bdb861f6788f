import { useParams } from 'react-router-dom';
import { AgentPage, agentContactTexts, useTranslate } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { ShortContactIsland } from '../islands/lead-islands.js';
import { routes } from './route-table.js';

export default function AgentRoute() {
  const slug = useParams().slug ?? '';
  const t = useTranslate();
  const { agent, listings, testimonials } = usePageData(routes.agent);
  // Sent from this page, a lead goes to this agent (the server's routing reads the page it came from).
  const { heading, description } = agentContactTexts(agent.status === 'loaded' ? agent.data : undefined, t);
  return (
    <AgentPage
      agent={agent}
      listings={listings}
      testimonials={testimonials}
      contactForm={<ShortContactIsland key={slug} heading={heading} description={description} />}
    />
  );
}
