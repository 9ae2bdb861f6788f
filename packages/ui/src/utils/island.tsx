import { createContext, useContext, type ComponentType, type ReactElement } from 'react';

/**
 * When a part's code is fetched: 'intent' once a visitor reaches for it (a pointer over it, a tap,
 * focus, a key), 'visible' once it nears the viewport (a part that shows results as it renders:
 * the mortgage calculator's chart and figures).
 */
export type IslandWake = 'intent' | 'visible';

/** A part of a page the browser runs (decision 0048): its name in the app's island registry and its props. */
export interface RenderedIsland {
  name: string;
  /** Its number in the page: the prefix of its `useId`s, the same in the server's and the browser's render. */
  id: string;
  props: object;
  element: ReactElement;
}

/**
 * Set by the server's page render: an island's place is marked there and the island is rendered on
 * its own (with its own id prefix, as the browser hydrates it), then put in. Without a collector
 * (Storybook, an island's own render) the part renders in place.
 */
export const IslandCollectorContext = createContext<((island: Omit<RenderedIsland, 'id'>) => string) | null>(null);

/** The markup the server puts where island `id` goes, replaced by the island's own render. */
export const islandPlaceholder = (id: string) => `<!--pcr-island:${id}-->`;

/**
 * A part of a page that responds to a visitor (a form, the gallery, the theme switch): the rest of
 * the page is the server's HTML and is never rendered in the browser; this part is hydrated on its
 * own, with only its own props (which must be JSON), when a visitor is about to use it.
 */
export function island<Props extends object>(name: string, Component: ComponentType<Props>, wake: IslandWake = 'intent'): ComponentType<Props> {
  function Island(props: Props) {
    const collect = useContext(IslandCollectorContext);
    if (!collect) return <Component {...props} />;
    const id = collect({ name, props, element: <Component {...props} /> });
    return (
      <div
        data-island={name}
        // Its props (`data-props`) are written in by the server with its markup (they may name the page's address).
        data-island-id={id}
        data-wake-visible={wake === 'visible' ? '' : undefined}
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: islandPlaceholder(id) }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
