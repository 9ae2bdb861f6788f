import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

// The field controls live with the components (the display-only filter panel uses them without the forms).
export { control, error, errorIcon, field, hint, label, optional, select, selectWrap } from '../../theme/recipes/controls.css.js';

/** The <form>: a column of fields and rows, then the actions. */
export const form = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  minWidth: 0,
});

/** Fields side by side where there is room (no media query: it follows the container's width). */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space['5'],
  alignItems: 'start',
});

/** The subscribe form's three fields share one line on wide containers. */
export const rowCompact = style([
  row,
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  },
]);

export const textarea = style({
  minHeight: 148,
  paddingBlock: vars.space['3'],
  resize: 'vertical',
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['4'],
  paddingTop: vars.space['1'],
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap' },
  },
});

/** Narrow cards (the short form) keep the button full width at every size. */
export const actionsStacked = style({
  '@media': {
    [media.tablet]: { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const submit = style({
  // Wide enough for "Sending..." / "Subscribing..." with the spinner: the button does not jump.
  minWidth: '12.5rem',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  flexShrink: 0,
  animation: `${spin} 800ms linear infinite`,
});

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const noteLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
  },
});

/** The short form's card: raised, with a serif heading (home hero, neighborhood and property detail). */
export const card = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: `${vars.space['8']} ${vars.space['6']}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  // A thin band across the top: sea to sand, the site's two accents.
  '::before': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    top: 0,
    height: 4,
    backgroundImage: `linear-gradient(90deg, ${vars.color.accent}, ${vars.color.secondary})`,
  },
  '@media': {
    [media.tablet]: { padding: `${vars.space['10']} ${vars.space['8']}` },
  },
});

export const cardHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const cardTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize['3xl'],
});

export const cardDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
});
