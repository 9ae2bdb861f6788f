import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';

/**
 * A note set into the page, on the sunken surface (what a tour request is, above its form; a tour
 * that moved on since its link was sent). A rule, not a class: each stylesheet holds it.
 */
export const sunkenNote: StyleRule = {
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
};
