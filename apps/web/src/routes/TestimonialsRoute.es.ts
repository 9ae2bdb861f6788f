import { testimonialsEs } from '@pcr/ui/i18n/es/testimonials.js';

/** The testimonials page's own Spanish texts. */
export default testimonialsEs;
