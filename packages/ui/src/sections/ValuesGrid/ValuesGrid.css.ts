import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['10'],
});

export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['6'] },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderTop: `3px solid ${vars.color.secondary}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  marginBottom: vars.space['2'],
  borderRadius: '50%',
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  color: vars.color.text,
});

export const description = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
