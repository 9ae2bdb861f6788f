import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

export const regions = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'minmax(0, 1fr)',
});

export const wide = style({
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['10'] },
  },
});

export const region = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const regionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const regionIcon = style({
  color: vars.color.secondary,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: 'background-color 160ms ease, border-color 160ms ease, color 160ms ease',
  selectors: {
    '&:hover': { backgroundColor: vars.color.accentSoft, borderColor: vars.color.accent, color: vars.color.accent },
  },
});
