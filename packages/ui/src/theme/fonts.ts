/**
 * Self-hosted variable fonts (files ship in the repo through @fontsource, so screenshots
 * and offline builds never depend on system fonts or a font CDN).
 * Inter for body text, Playfair Display (roman and italic) for headings; only the Latin subsets
 * (fonts.css says why).
 */
import './fonts.css';
