import { about } from '@pcr/content/editorial/about';
import { AboutPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';
import { once, useInPageLanguage } from '../data/editorial-in-language.js';

/** The about page's text in Spanish, loaded only by the Spanish page. */
const aboutEs = { module: 'packages/content/src/es/about.ts', load: once(() => import('@pcr/content/editorial/about-es').then((m) => m.aboutEs)) };

export default function AboutRoute() {
  return <AboutPage about={useInPageLanguage(about, aboutEs)} identity={siteIdentity} />;
}
