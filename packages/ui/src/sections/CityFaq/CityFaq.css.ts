import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const root = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const heading = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  width: '100%',
  padding: `${vars.space['5']} ${vars.space['6']}`,
  border: 0,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'left',
  cursor: 'pointer',
  transition: 'background-color 160ms ease, color 160ms ease',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-expanded="true"]': { color: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});

export const indicator = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: 32,
  height: 32,
  borderRadius: '50%',
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
  transition: 'transform 200ms ease',
  selectors: {
    '&[data-state="open"]': { transform: 'rotate(180deg)' },
  },
});

export const content = style({
  padding: `0 ${vars.space['6']} ${vars.space['5']}`,
});

globalStyle(`${content}[hidden]`, { display: 'none' });
// Ark keeps an answer that closes un-hidden for one more frame (its exit-animation check); its state
// says closed at once, so opening another question never paints two answers.
globalStyle(`${content}[data-state="closed"]`, { display: 'none' });

export const answer = style({
  margin: 0,
  maxWidth: '46rem',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
