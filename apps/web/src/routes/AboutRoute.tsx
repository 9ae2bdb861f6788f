import { about } from '@pcr/content/editorial/about';
import { AboutPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';

export default function AboutRoute() {
  return <AboutPage about={about} identity={siteIdentity} />;
}
