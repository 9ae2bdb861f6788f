import { areaPagesEs } from '@pcr/ui/i18n/es/area-pages.js';
import { neighborhoodsEs } from '@pcr/ui/i18n/es/neighborhoods.js';

/** The neighborhood list's own Spanish texts (its cards' and filters'); the neighborhoods' own texts come from the API in Spanish. */
export default { ...neighborhoodsEs, ...areaPagesEs };
