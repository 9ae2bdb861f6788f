import { citiesEs } from '@pcr/ui/i18n/es/cities.js';

/** The city list's own Spanish texts (the cards' among them; the shell's come with every Spanish page). */
export default citiesEs;
