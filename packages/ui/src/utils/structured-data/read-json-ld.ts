/** A JSON-LD node as a story reads it back from the page. */
export type JsonLdNode = Record<string, unknown> & { '@type'?: string };

/**
 * Every JSON-LD node under `root` (scripts of type application/ld+json, `@graph`s flattened), for
 * story assertions: what a crawler reads is what the test reads.
 */
export function readJsonLd(root: ParentNode = document): JsonLdNode[] {
  return Array.from(root.querySelectorAll('script[type="application/ld+json"]')).flatMap((script) => {
    const data = JSON.parse(script.textContent ?? '') as JsonLdNode & { '@graph'?: JsonLdNode[] };
    return data['@graph'] ?? [data];
  });
}

/** The JSON-LD nodes of one type under `root`. */
export function jsonLdOfType(type: string, root: ParentNode = document): JsonLdNode[] {
  return readJsonLd(root).filter((node) => node['@type'] === type);
}
