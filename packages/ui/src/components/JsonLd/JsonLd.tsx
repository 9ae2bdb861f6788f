import { createContext, useContext } from 'react';
import type { Graph, Thing, WithContext } from 'schema-dts';
import { jsonForScriptElement } from '../../utils/json-for-script.js';

/**
 * Where a server render collects the page's structured data, to write it into the document outside
 * the app's root (decision 0042): each item as the text of its script. Without it (Storybook, a test)
 * the data is written where it is rendered.
 */
export const StructuredDataCollector = createContext<((json: string) => void) | null>(null);

/**
 * Structured data for search engines: an invisible `<script type="application/ld+json">`, with its
 * JSON escaped so that no text inside it can close the script (see jsonForScriptElement). In the
 * site's pages the server writes it into the head (see StructuredDataCollector); only parts the
 * browser never runs render it (no island does: decision 0048), so no builder reaches a browser.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | Graph }) {
  const collect = useContext(StructuredDataCollector);
  const json = jsonForScriptElement(data);
  if (collect) {
    collect(json);
    return null;
  }
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
