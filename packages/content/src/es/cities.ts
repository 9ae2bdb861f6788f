import type { CityTexts } from '../translated-texts.js';
import { texts as anaheim } from './cities/anaheim.js';
import { texts as costaMesa } from './cities/costa-mesa.js';
import { texts as danaPoint } from './cities/dana-point.js';
import { texts as fullerton } from './cities/fullerton.js';
import { texts as huntingtonBeach } from './cities/huntington-beach.js';
import { texts as irvine } from './cities/irvine.js';
import { texts as lagunaBeach } from './cities/laguna-beach.js';
import { texts as missionViejo } from './cities/mission-viejo.js';
import { texts as newportBeach } from './cities/newport-beach.js';
import { texts as sanClemente } from './cities/san-clemente.js';
import { texts as santaAna } from './cities/santa-ana.js';
import { texts as tustin } from './cities/tustin.js';
import { texts as yorbaLinda } from './cities/yorba-linda.js';

/** Spanish texts of the city guides by slug (one file per city); ../cities.ts holds their numbers and names. */
export const cityTextsEs: Record<string, CityTexts> = {
  irvine,
  'newport-beach': newportBeach,
  'laguna-beach': lagunaBeach,
  'huntington-beach': huntingtonBeach,
  'costa-mesa': costaMesa,
  'dana-point': danaPoint,
  'san-clemente': sanClemente,
  tustin,
  'santa-ana': santaAna,
  anaheim,
  fullerton,
  'mission-viejo': missionViejo,
  'yorba-linda': yorbaLinda,
};
