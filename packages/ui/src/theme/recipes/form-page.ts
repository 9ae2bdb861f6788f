import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { media } from '../tokens.js';

/**
 * A page whose main part is a form beside an aside (/contact, /sell): one column, then 7 : 5 from
 * desktops. Rules, not classes: each page's own stylesheet holds them (no chunk of their own to load).
 */
export const formPageMain: StyleRule = {
  display: 'grid',
  gap: vars.space['12'],
  alignItems: 'start',
  paddingBlock: `${vars.space['12']} ${vars.space['16']}`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      gap: vars.space['16'],
      paddingBlock: `${vars.space['16']} ${vars.space['24']}`,
    },
  },
};

/** The raised panel the form sits in. */
export const formPagePanel: StyleRule = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  padding: `${vars.space['8']} ${vars.space['5']}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.tablet]: { padding: vars.space['10'] },
    [media.desktop]: { padding: vars.space['12'] },
  },
};
