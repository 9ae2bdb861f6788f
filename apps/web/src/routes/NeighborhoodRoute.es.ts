import { areaPagesEs } from '@pcr/ui/i18n/es/area-pages.js';
import { neighborhoodsEs } from '@pcr/ui/i18n/es/neighborhoods.js';

/** A neighborhood page's own Spanish texts (the short form's come with the form, the neighborhood's own from the API). */
export default { ...neighborhoodsEs, ...areaPagesEs };
