import { lazy, memo, Suspense, useEffect, useId, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocale, withTexts, type Catalog } from '../i18n/locale-context.js';

/** How far ahead of the viewport a part starts loading, so it is ready when it scrolls in. */
const AHEAD_OF_VIEWPORT = '200px';
/** Where the browser has no idle callback (Safari), the part loads this long after the page started. */
const IDLE_FALLBACK_MS = 2000;

/**
 * Resolves when the part in `element` is needed: it comes near the viewport, the visitor reaches it
 * first by keyboard or touch, or the page has started and the browser is idle (so a part further
 * down is ready before anyone scrolls to it, and a tool that does not scroll finds it working).
 * Without an element (the server, or a part the browser renders itself after a link was followed)
 * it is needed now.
 */
function whenNeeded(element: Element | null | undefined): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: AHEAD_OF_VIEWPORT },
    );
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(() => done()) : window.setTimeout(() => done(), IDLE_FALLBACK_MS);
    const done = () => {
      observer.disconnect();
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      element.removeEventListener('focusin', done);
      element.removeEventListener('pointerdown', done);
      resolve();
    };
    observer.observe(element);
    element.addEventListener('focusin', done);
    element.addEventListener('pointerdown', done);
  });
}

/** A click kept while a part's code was on the way: stop keeping it, then click again. */
interface EarlyClick {
  stop: () => void;
  replay: () => void;
}

/**
 * Keeps the last click on a button of a part whose code has not arrived, to be clicked again once
 * the part works: React does not replay a click on a part it could not hydrate yet, so without this
 * a visitor's first tap on a tab or a question is silently lost. Links are left alone (they work
 * without code), and so is anything else with a behaviour of its own (a submit button is disabled
 * until the form's code runs).
 */
function keepEarlyClick(element: Element): EarlyClick {
  let clicked: HTMLButtonElement | null = null;
  const keep = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'button' && element.contains(button)) clicked = button;
  };
  // On the document, whose capture listeners run before React's on the root: React stops a click on
  // a part it cannot hydrate yet from going any further.
  const document = element.ownerDocument;
  document.addEventListener('click', keep, { capture: true });
  return {
    stop: () => document.removeEventListener('click', keep, { capture: true }),
    replay: () => {
      const button = clicked;
      clicked = null;
      // A task later: a part's own start-up (Ark's state machines) finishes after its effects.
      if (button) window.setTimeout(() => button.isConnected && !button.disabled && button.click(), 0);
    },
  };
}

/**
 * Replays an early click once the Suspense boundary it is rendered in has hydrated. It stops keeping
 * clicks in the commit itself (a layout effect): when a click makes React hydrate the part at once
 * (its code had just arrived), React's own handling of that click is the only one. It clicks again
 * once the part's own effects have run (a passive effect of the boundary's last child, then a task).
 */
function ReplayAfterHydration({ earlyClick }: { earlyClick: EarlyClick | undefined }): null {
  useLayoutEffect(() => earlyClick?.stop(), [earlyClick]);
  useEffect(() => earlyClick?.replay(), [earlyClick]);
  return null;
}

/** Every part's loader, so a tool that renders pages whole (Storybook) can load them all first. */
const partLoaders = new Set<() => Promise<unknown>>();

/** Loads the code (and Spanish texts) of every part made with `loadWhenNeeded` so far; they then render at once. */
export function loadAllParts(): Promise<unknown> {
  return Promise.all([...partLoaders].map((loadPart) => loadPart()));
}

/**
 * A part of a page whose code is fetched only when it is needed (decision 0021): the server renders
 * it in full, and while its code has not arrived the browser keeps that HTML as it is (React leaves
 * a suspended boundary dehydrated), then hydrates it. The lead forms use it (react-hook-form is the
 * largest library a page would otherwise download before it can start), and the city page's tabs
 * and FAQ (Ark UI's state machines). On a Spanish page the part's own Spanish texts (`spanishTexts`)
 * arrive with its code and are added to the catalog below it: an English page never loads them.
 */
export function loadWhenNeeded<Props extends object>(load: () => Promise<ComponentType<Props>>, spanishTexts?: () => Promise<Catalog>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadPart = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  partLoaders.add(loadPart);
  let loadedTexts: Catalog | undefined;
  let loadingTexts: Promise<Catalog> | undefined;
  const loadTexts = spanishTexts
    ? () =>
        (loadingTexts ??= spanishTexts().then((texts) => {
          loadedTexts = texts;
          return texts;
        }))
    : undefined;
  if (loadTexts) partLoaders.add(loadTexts);

  function LoadedWhenNeeded(props: Props): ReactNode {
    const id = useId();
    const needsTexts = useLocale() === 'es' && loadTexts !== undefined;
    const ready = loaded !== undefined && (!needsTexts || loadedTexts !== undefined);
    // Whether this place arrived as server HTML that is being hydrated (its element is in the
    // document when it first renders), or is rendered on the server, rather than rendered afresh in
    // the browser after a link was followed.
    const [fromServerHtml] = useState(() => typeof document === 'undefined' || document.getElementById(id) !== null);
    // Chosen once per place, so the part is never swapped for another component type: code that has
    // arrived renders at once (a later page with the same part, a story); otherwise one lazy
    // component, started by this place's own element.
    const [Part] = useState<ComponentType<Props>>(
      () =>
        loaded && ready
          ? withTexts(loaded, needsTexts ? loadedTexts : undefined)
          : lazy(async () => {
              const server = typeof document === 'undefined';
              await whenNeeded(server ? undefined : document.getElementById(id)?.firstElementChild);
              const [component, texts] = await Promise.all([loadPart(), needsTexts ? loadTexts?.() : undefined]);
              return { default: withTexts(component, texts) };
            }),
    );
    // A click that lands while the part's code is on the way is clicked again once it hydrates.
    const [earlyClick] = useState(() => {
      const element = fromServerHtml && !ready && typeof document !== 'undefined' ? document.getElementById(id) : null;
      return element ? keepEarlyClick(element) : undefined;
    });
    // A place that leaves the page before its code came (a link was followed) keeps nothing.
    useEffect(() => () => earlyClick?.stop(), [earlyClick]);
    // Rendered afresh, the part has no boundary of its own: the page waits for its code behind the
    // route's own fallback, so it never shows with a hole where the part will go (no layout shift).
    if (!fromServerHtml) return <Part {...props} />;
    return (
      <div id={id} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Part {...props} />
          <ReplayAfterHydration earlyClick={earlyClick} />
        </Suspense>
      </div>
    );
  }
  // Memoized: while its code is on the way, the part is server HTML that React has not hydrated, and
  // a re-render from above with new props (a page's data hooks settling after hydration) would make
  // React drop that HTML and show the empty fallback until the code arrives: a hole and a layout shift.
  return memo(LoadedWhenNeeded) as unknown as ComponentType<Props>;
}
