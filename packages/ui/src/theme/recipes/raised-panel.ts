import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';

/**
 * A bordered panel lifted above the page, its content in a column (a city's facts, a neighborhood's
 * highlights, a managed alert, a home's open houses). A rule, not a class: each stylesheet holds it.
 */
export const raisedPanel: StyleRule = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
};
