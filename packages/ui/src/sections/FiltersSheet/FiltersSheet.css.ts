import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: 'rgba(11, 22, 36, 0.55)',
});

/** Holds the sheet at the bottom of the screen, over everything but the notices. */
export const positioner = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
});

const rise = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

/** The sheet: the screen's width, as tall as the form up to the whole screen, scrolling inside. */
export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '100dvh',
  borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  // On opening only: Ark keeps a closing sheet until its animation ends, and this one would never run again.
  selectors: { '&[data-state="open"]': { animation: `${rise} 220ms ease-out` } },
  '@media': { [media.reducedMotion]: { selectors: { '&[data-state="open"]': { animation: 'none' } } } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

/** A 44 px target, as the header's menu button. */
export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.accent } },
});

/** The form scrolls here on a short screen, its buttons held at the bottom (PropertySearchFilters' `inSheet`). */
export const body = style({
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space['5']} ${vars.space['5']} 0`,
});
