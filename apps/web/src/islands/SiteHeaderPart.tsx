import { island, SiteHeader, useThemePreference } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';

export interface SiteHeaderPartProps {
  /** The page's path: which link is current. */
  currentPath: string;
  /** The page's address (path and query): where the language switch leads. */
  pageAddress: string;
}

/** The header with its theme switch and phone menu, which run in the browser. */
export function SiteHeaderPart({ currentPath, pageAddress }: SiteHeaderPartProps) {
  const { preference, setPreference } = useThemePreference();
  return <SiteHeader currentPath={currentPath} pageAddress={pageAddress} identity={siteIdentity} themePreference={preference} onThemeChange={setPreference} />;
}

export const SiteHeaderIsland = island('site-header', SiteHeaderPart);
