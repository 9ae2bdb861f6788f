import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { SWIPE_OFFSET_VAR } from './useSwipeToDismiss.js';

/** The notice region (Ark positions it: fixed, bottom right, above everything). */
export const region = style({
  fontFamily: vars.font.body,
  selectors: {
    '&:focus-visible': { outline: 'none' },
  },
});

/**
 * A notice in the region: Ark's variables place and animate it (enter from below, fade out);
 * our swipe offset slides it to the right.
 */
export const toast = style({
  // Absolute inside a region with no width of its own: the width is set here.
  width: 'min(24rem, calc(100vw - 2rem))',
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  transform: `translateX(var(${SWIPE_OFFSET_VAR}, 0px))`,
  touchAction: 'pan-y',
  userSelect: 'none',
  transitionProperty: 'translate, scale, opacity, height, transform, box-shadow',
  transitionDuration: '400ms, 400ms, 400ms, 400ms, 200ms, 200ms',
  transitionTimingFunction: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
  selectors: {
    '&[data-state="closed"]': {
      transitionDuration: '400ms, 400ms, 200ms, 400ms, 200ms, 200ms',
      transitionTimingFunction: 'cubic-bezier(0.06, 0.71, 0.55, 1)',
    },
    // Follows the pointer without lag while dragged.
    '&[data-swiping]': { transitionProperty: 'none', cursor: 'grabbing' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** F8 focuses the region, which has no box of its own: ring the notice inside so keyboard users see it. */
globalStyle(`${region}:focus-visible ${toast}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
