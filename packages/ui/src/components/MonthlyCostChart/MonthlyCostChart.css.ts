import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const chart = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

/** One bar, each part as wide as its share (flex-grow = the amount); thin gaps keep neighbours apart. */
export const bar = style({
  display: 'flex',
  gap: 2,
  height: 16,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
});

export const segment = style({ flexBasis: 0, minWidth: 0 });

/** One colour per part, from the theme (each differs from its neighbours in both themes). */
export const partColor = styleVariants({
  principalAndInterest: { backgroundColor: vars.color.accent },
  propertyTax: { backgroundColor: vars.color.secondary },
  insurance: { backgroundColor: vars.color.success },
  hoa: { backgroundColor: vars.color.borderStrong },
  pmi: { backgroundColor: vars.color.danger },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], margin: 0 });

export const row = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBottom: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const term = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], color: vars.color.textMuted });

export const swatch = style({ flexShrink: 0, width: 12, height: 12, borderRadius: 3 });

export const amount = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });
