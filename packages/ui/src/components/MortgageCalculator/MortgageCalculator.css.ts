import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const calculator = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  minWidth: 0,
  padding: `${vars.space['8']} ${vars.space['4']}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  '@media': { [media.tablet]: { padding: `${vars.space['8']} ${vars.space['6']}` } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight, color: vars.color.text });

export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

/** Fields beside the results where the container is wide enough; stacked on phones (no media query: it follows the container). */
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space['8'],
  alignItems: 'start',
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space['5'],
  alignItems: 'start',
});

/** The down payment and its unit share a row of their own. */
export const wide = style({ gridColumn: '1 / -1' });

export const downPayment = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space['5'],
  alignItems: 'start',
});

/**
 * The results keep one size whatever they say (an estimate or what to fix), so typing never moves the
 * page: the height holds the total, the bar, five rows and a two-line note beside the fields. On a
 * phone, where labels may wrap, the box can grow rather than cut its text off.
 */
export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minHeight: '30rem',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  '@media': { [media.tablet]: { padding: vars.space['5'] } },
});

export const resultsTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const total = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const totalAmount = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['4xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const totalUnit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const missing = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.relaxed });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
