import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';

/**
 * A text link standing on its own line (an open house's calendar links, a home's link to its tour
 * form): underlined in the accent colour, 24 px tall at least so a finger can hit it (WCAG 2.5.8).
 * A rule, not a class: each stylesheet holds it.
 */
export const touchLink: StyleRule = {
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  display: 'inline-block',
  minHeight: '24px',
  paddingBlock: '2px',
  selectors: { '&:hover': { color: vars.color.accentHover } },
};
