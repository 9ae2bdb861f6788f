import type { Graph, Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '../structured-data/serialize.js';

/**
 * Structured data for search engines: an invisible `<script type="application/ld+json">`, with its
 * JSON escaped so that no text inside it can close the script (see serializeJsonLd).
 */
export function JsonLd({ data }: { data: WithContext<Thing> | Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
