import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';
import { raisedPanel } from '../../theme/recipes/raised-panel.js';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const types = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const typesTitle = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.secondary,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const badge = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.3,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style([
  raisedPanel,
  {
    boxShadow: vars.shadow.sm,
  },
]);

export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const cardIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  flex: 'none',
  borderRadius: '50%',
  backgroundColor: vars.color.secondarySoft,
  color: vars.color.secondary,
});

export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const itemIcon = style({ flex: 'none', marginTop: 3, color: vars.color.success });
