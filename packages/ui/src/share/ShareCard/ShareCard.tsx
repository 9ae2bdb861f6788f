import { shareCardSvg, type ShareCardOptions } from './share-card.js';

/**
 * The branded link-preview card as the page shows it to designers (the build rasterizes the same
 * SVG to the PNG that chats and networks show). Not a part of any page.
 */
export function ShareCard(props: ShareCardOptions) {
  return <div role="img" aria-label={`Link preview: ${props.title}`} style={{ maxWidth: 1200, lineHeight: 0 }} dangerouslySetInnerHTML={{ __html: shareCardSvg(props) }} />;
}
