import { agentShareCardSvg, type AgentShareCardOptions } from './agent-share-card.js';

/**
 * An agent's link-preview card as the page shows it to designers (the build rasterizes the same SVG
 * to the PNG that chats and networks show for /team/{slug}). Not a part of any page.
 */
export function AgentShareCard(props: AgentShareCardOptions) {
  return (
    <div role="img" aria-label={`Link preview: ${props.name}`} style={{ maxWidth: 1200, lineHeight: 0 }} dangerouslySetInnerHTML={{ __html: agentShareCardSvg(props) }} />
  );
}
