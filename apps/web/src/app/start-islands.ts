/**
 * The page's start-up script, inline at the end of every page's body (the build minifies this
 * function into the template: build/inline-scripts.ts). A page is the server's HTML and needs no
 * code to show or to follow a link (decision 0048): code loads only for an island (a form, the
 * gallery, the theme switch) a visitor is about to use. A pointer over an island, a tap, focus or
 * a key in it, or for a `data-wake-visible` island its nearing the screen, wakes it:
 * the entry hydrates it (src/main.tsx). A click on one of its buttons before that is clicked again
 * once it runs. Before any code, this script also shows the stored theme as chosen in the header's
 * switch, keeps empty fields out of the address of a search form (`data-omit-empty`), and puts a
 * failed picture's fallback in its place (`img[data-fallback]`, FallbackImage).
 * Runs as a classic script: it may use nothing from outside its own body.
 */
export function startIslands(modulesElementId: string, themeStorageKey: string): void {
  type Island = HTMLElement & { pcrWoken?: boolean; pcrHydrating?: boolean; pcrClick?: HTMLElement; pcrSubmit?: { form: HTMLFormElement; submitter: HTMLElement | null } };
  const win = window as unknown as { pcrIslands?: Island[] };
  const queue = (win.pcrIslands = win.pcrIslands || []);

  try {
    const stored = window.localStorage.getItem(themeStorageKey);
    if (stored) {
      document.querySelectorAll('[data-theme-option]').forEach((button) => {
        button.setAttribute('aria-pressed', String(button.getAttribute('data-theme-option') === stored));
      });
    }
  } catch {
    // Storage can be unavailable (private mode): the switch shows the default.
  }

  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.hasAttribute('data-omit-empty') || event.defaultPrevented) return;
    for (const field of Array.from(form.elements) as HTMLInputElement[]) {
      if (field.name && !field.disabled && field.value.trim() === '') {
        field.disabled = true;
        field.setAttribute('data-omitted', '');
      }
    }
  });
  // Back to a page whose search was sent: its form shows the search of its address again, as the
  // server wrote it (the browser would restore what was chosen after it). Only then: \`pageshow\`
  // also ends every first load, and a choice made while the page's pictures still loaded is kept.
  window.addEventListener('pageshow', (event) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (!event.persisted && navigation?.type !== 'back_forward') return;
    document.querySelectorAll('[data-omitted]').forEach((field) => {
      (field as HTMLInputElement).disabled = false;
      field.removeAttribute('data-omitted');
    });
    document.querySelectorAll('form[data-omit-empty]').forEach((form) => (form as HTMLFormElement).reset());
  });

  // A picture that fails on a page no code runs gives way to its fallback, hidden beside it
  // (FallbackImage); inside an island, the island's own code does it once it runs.
  const showFallback = (image: Element) => {
    const fallback = image.nextElementSibling as HTMLElement | null;
    if (image.closest('[data-island]') || !fallback?.hidden) return;
    fallback.hidden = false;
    image.remove();
  };
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute('data-fallback')) showFallback(event.target);
    },
    true,
  );
  document.querySelectorAll('img[data-fallback]').forEach((image) => {
    if ((image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0) showFallback(image);
  });

  const element = document.getElementById(modulesElementId);
  if (!element?.textContent) return;
  const modules = JSON.parse(element.textContent) as { entry: string; preload: string[]; islands: Record<string, string[]> };
  const fetched: Record<string, boolean> = {};
  const fetch = (file: string, asScript: boolean) => {
    // A module preloaded is still to be run as a script once: one record for each.
    const key = (asScript ? 'run ' : 'fetch ') + file;
    if (fetched[key]) return;
    fetched[key] = true;
    const tag = document.createElement(asScript ? 'script' : 'link');
    if (asScript) {
      (tag as HTMLScriptElement).type = 'module';
      (tag as HTMLScriptElement).src = file;
    } else {
      (tag as HTMLLinkElement).rel = 'modulepreload';
      (tag as HTMLLinkElement).href = file;
    }
    (tag as HTMLScriptElement).crossOrigin = '';
    document.head.appendChild(tag);
  };
  const islandOf = (target: EventTarget | null): Island | null => (target instanceof Element ? (target.closest('[data-island]') as Island | null) : null);
  const prepare = (island: Island | null) => {
    if (!island) return;
    fetch(modules.entry, false);
    for (const file of modules.preload) fetch(file, false);
    for (const file of modules.islands[island.getAttribute('data-island') || ''] || []) fetch(file, false);
  };
  const wake = (island: Island | null) => {
    if (!island || island.pcrWoken) return;
    island.pcrWoken = true;
    prepare(island);
    queue.push(island);
    fetch(modules.entry, true);
  };
  // A pointer moving over a part is a visitor about to use it: its submit button, disabled until its
  // code runs, is ready by the click (a pointer event reaches no disabled button). Moving: the
  // browser also reports a pointer that rests where a page appears under it.
  document.addEventListener(
    'pointermove',
    (event) => {
      if (event.movementX !== 0 || event.movementY !== 0) wake(islandOf(event.target));
    },
    { passive: true },
  );
  for (const type of ['pointerdown', 'focusin', 'keydown', 'touchstart']) {
    document.addEventListener(type, (event) => wake(islandOf(event.target)), { capture: true, passive: true });
  }
  // A click before the island's code has started: kept, and clicked again once it runs (src/main.tsx).
  document.addEventListener(
    'click',
    (event) => {
      const island = islandOf(event.target);
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!island || island.pcrHydrating) return;
      wake(island);
      if (button && button.type === 'button') island.pcrClick = button;
    },
    { capture: true },
  );
  // A form whose sending needs its code has its button disabled in the HTML (nothing pretends to
  // work without scripts); scripts run, so it is enabled, and a form sent before its island runs is
  // kept and sent again once it does (src/main.tsx).
  document.querySelectorAll('button[data-needs-script]').forEach((button) => {
    (button as HTMLButtonElement).disabled = false;
  });
  // A form that also posts without scripts is checked by the browser only then; with them, its own
  // code checks it with the contract's messages once it wakes.
  document.querySelectorAll('form[data-validates-itself]').forEach((form) => {
    (form as HTMLFormElement).noValidate = true;
  });
  document.addEventListener(
    'submit',
    (event) => {
      const island = islandOf(event.target);
      if (!island || island.pcrHydrating) return;
      event.preventDefault();
      island.pcrSubmit = { form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter };
      wake(island);
    },
    { capture: true },
  );
  const visible = document.querySelectorAll('[data-wake-visible]');
  if (visible.length > 0 && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            observer.unobserve(entry.target);
            wake(islandOf(entry.target));
          }
        }
      },
      { rootMargin: '200px' },
    );
    // An island's own box is its children's (display: contents): each of them is watched.
    visible.forEach((island) => Array.prototype.forEach.call(island.children, (child: Element) => observer.observe(child)));
  }
}
