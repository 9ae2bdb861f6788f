import { areaPagesEs } from '@pcr/ui/i18n/es/area-pages.js';
import { citiesEs } from '@pcr/ui/i18n/es/cities.js';

/** A city guide's own Spanish texts: its tabs' and FAQ's among them (they load with the page's code when needed). */
export default { ...citiesEs, ...areaPagesEs };
