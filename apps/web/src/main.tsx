/**
 * The browser's entry (decision 0048): it hydrates the islands the start-up script wakes
 * (app/start-islands.ts), each on its own root with only its own props; the rest of the page stays
 * the server's HTML.
 */
// Every page's own styles: the fonts, the theme's variables, the base element styles.
import '@pcr/ui/theme/styles.js';
import { hydrateRoot } from 'react-dom/client';
import { splitLocale } from '@pcr/contracts';
import { loadCatalog, type Catalog } from '@pcr/ui';
import { readIslandPage } from './islands/island-page.js';
import { IslandFrame } from './islands/IslandFrame.js';
import { islandRegistry } from './islands/registry.js';

type Island = HTMLElement & { pcrHydrating?: boolean; pcrClick?: HTMLElement; pcrSubmit?: { form: HTMLFormElement; submitter: HTMLElement | null } };

const page = readIslandPage(document);
const { locale } = splitLocale(window.location.pathname);
let catalog: Promise<Catalog | undefined> | undefined;

/**
 * Once the island's effects have run: a click kept before its code came is clicked again, and the
 * focus it already holds is told to it (a part's state machine, Ark's accordion, listens for it).
 */
/** What happens once an island runs: its kept click or form, and the focus it already holds. */
function awoken(island: Island): () => void {
  return () => {
    // A task later: a part's own start-up (Ark's state machines) finishes after its effects.
    window.setTimeout(() => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && island.contains(active)) active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      const clicked = island.pcrClick;
      island.pcrClick = undefined;
      if (clicked?.isConnected) clicked.click();
      const submitted = island.pcrSubmit;
      island.pcrSubmit = undefined;
      if (submitted?.form.isConnected) submitted.form.requestSubmit(submitted.submitter?.isConnected ? submitted.submitter : undefined);
    }, 0);
  };
}

async function hydrate(island: Island): Promise<void> {
  const name = island.getAttribute('data-island') ?? '';
  const entry = islandRegistry[name];
  if (!entry) throw new Error(`No island ${name} in the registry`);
  // One catalog of the language for every island (decision 0051): loaded once, with the first.
  const [Part, texts] = await Promise.all([entry.load(), locale === 'en' ? undefined : (catalog ??= loadCatalog(locale))]);
  const props = JSON.parse(island.getAttribute('data-props') ?? '{}') as object;
  island.pcrHydrating = true;
  hydrateRoot(
    island,
    <IslandFrame locale={locale} catalog={texts} siteUrl={page.siteUrl} location={window.location.pathname + window.location.search} onAwake={awoken(island)}>
      <Part {...props} />
    </IslandFrame>,
    { identifierPrefix: island.getAttribute('data-island-id') ?? '' },
  );
}

// The islands woken before this code came, then each one the start-up script wakes from now on.
const woken = ((window as unknown as { pcrIslands?: Island[] }).pcrIslands ??= []);
for (const island of woken) void hydrate(island);
woken.push = (...islands: Island[]) => {
  for (const island of islands) void hydrate(island);
  return woken.length;
};
