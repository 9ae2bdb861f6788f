import type { Graph, Thing, WithContext } from 'schema-dts';
import { jsonForScriptElement } from '../../utils/json-for-script.js';

/**
 * Structured data for search engines: an invisible `<script type="application/ld+json">`, with its
 * JSON escaped so that no text inside it can close the script (see jsonForScriptElement).
 */
export function JsonLd({ data }: { data: WithContext<Thing> | Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScriptElement(data) }} />;
}
