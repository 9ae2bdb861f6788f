import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0, margin: 0, padding: 0, border: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
});

/** The segments sit in one rounded track, as tall as a text field beside them. */
export const track = style({
  display: 'flex',
  minHeight: 48,
  padding: 3,
  gap: 3,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const option = style({ position: 'relative', display: 'flex', flex: '1 1 0' });

/** The native radio stays in the accessibility tree and takes the keyboard; the label is what shows. */
export const input = style({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' });

export const label = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'center',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  transition: 'background-color 160ms ease, color 160ms ease',
  selectors: {
    [`${input}:checked + &`]: { backgroundColor: vars.color.accent, color: vars.color.accentContrast },
    [`${input}:hover:not(:checked) + &`]: { backgroundColor: vars.color.accentSoft, color: vars.color.text },
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
