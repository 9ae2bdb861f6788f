import { useEffect, useMemo, type ReactNode } from 'react';
import type { Locale } from '@pcr/contracts';
import { LocaleProvider, SiteOriginProvider, type Catalog } from '@pcr/ui';
import { AppNotices } from '../notices/notices.js';
import { PageLocationContext } from './page-location.js';

export interface IslandFrameProps {
  locale: Locale;
  /** The language's one catalog (none in English, decision 0051). */
  catalog?: Catalog | undefined;
  /** The site's public origin (absolute links). */
  siteUrl: string;
  /** The page's address (path and query): what the island's hooks read as the location. */
  location: string;
  /** Runs once the island's effects have (in the browser; the server never calls it). */
  onAwake?: () => void;
  children: ReactNode;
}

const nothing = () => undefined;

/** Calls `onAwake` after the island's own effects. Rendered on the server too: the same tree, the same `useId`s. */
function Awake({ onAwake }: { onAwake: () => void }) {
  useEffect(onAwake, [onAwake]);
  return null;
}

/**
 * What an island renders in, on the server and in the browser alike: the page's language and
 * address, and the notices (a form's answer). No router: an island never navigates (links and GET
 * forms load the next page), so the browser loads none.
 */
export function IslandFrame({ locale, catalog, siteUrl, location, onAwake = nothing, children }: IslandFrameProps) {
  const pageLocation = useMemo(() => {
    const [pathname = '/', query = ''] = location.split('?', 2);
    return { pathname, searchParams: new URLSearchParams(query) };
  }, [location]);
  return (
    <LocaleProvider locale={locale} catalog={catalog}>
      <SiteOriginProvider origin={siteUrl}>
        <PageLocationContext value={pageLocation}>
          <AppNotices>
            {children}
            <Awake onAwake={onAwake} />
          </AppNotices>
        </PageLocationContext>
      </SiteOriginProvider>
    </LocaleProvider>
  );
}
