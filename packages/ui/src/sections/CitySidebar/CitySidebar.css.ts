import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { raisedPanel } from '../../theme/recipes/raised-panel.js';

export const sidebar = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

/** The interest box: a deep-sea card that reads the same in both themes. */
export const interest = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  backgroundColor: vars.color.inverseSurface,
  backgroundImage: 'radial-gradient(140% 90% at 100% 0%, rgba(232, 184, 148, 0.18), transparent 55%)',
  color: vars.color.inverseText,
  boxShadow: vars.shadow.lg,
});

export const interestTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.inverseText,
});

export const interestText = style({ margin: 0, color: vars.color.inverseTextMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], marginTop: vars.space['2'] });

/** Secondary action on the dark card: outlined in the light text colour (scoped to the box to win over the button look). */
export const outlineInverse = style({
  selectors: {
    [`${interest} &`]: { backgroundColor: 'transparent', borderColor: vars.color.inverseTextMuted, color: vars.color.inverseText },
    [`${interest} &:hover`]: { backgroundColor: 'rgba(255, 255, 255, 0.08)', borderColor: vars.color.inverseText },
  },
});

export const actionFocus = style({
  selectors: {
    // A long city name (and Spanish, a quarter longer) wraps inside the button rather than running out of the card at 320 px.
    [`${interest} &`]: { whiteSpace: 'normal', textAlign: 'center', lineHeight: vars.lineHeight.snug, paddingBlock: vars.space['2'] },
    [`${interest} &:focus-visible`]: { outline: `3px solid ${vars.color.inverseAccent}`, outlineOffset: 2 },
  },
});

export const box = style([
  raisedPanel,
  {
    boxShadow: vars.shadow.sm,
  },
]);

export const boxTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const links = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const linkItem = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: vars.radius.sm },
  },
});

export const linkLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const linkIcon = style({ color: vars.color.secondary, flex: 'none' });

export const linkArrow = style({ color: vars.color.accent, flex: 'none' });

export const stats = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const stat = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBlock: vars.space['3'],
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const statValue = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});
