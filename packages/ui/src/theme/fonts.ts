/**
 * Self-hosted variable fonts (files ship in the repo through @fontsource, so screenshots
 * and offline builds never depend on system fonts or a font CDN).
 * Inter for body text, Playfair Display (roman and italic) for headings.
 */
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/playfair-display/wght.css';
import '@fontsource-variable/playfair-display/wght-italic.css';
