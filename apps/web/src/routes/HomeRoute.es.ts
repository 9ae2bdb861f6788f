import { homeEs } from '@pcr/ui/i18n/es/home.js';

/** The home page's own Spanish texts (the shell's come with every Spanish page, the forms' with the forms). */
export default homeEs;
