import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  textDecoration: 'none',
  color: 'inherit',
  borderRadius: vars.radius.sm,
});

export const mark = styleVariants({
  default: { flexShrink: 0, vars: { '--mark-fill': vars.color.accent, '--mark-ink': vars.color.accentContrast } },
  inverse: { flexShrink: 0, vars: { '--mark-fill': vars.color.inverseAccent, '--mark-ink': vars.color.inverseSurface } },
});

export const words = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: 1,
});

export const name = style({
  fontFamily: vars.font.heading,
  fontSize: '1.3rem',
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

export const suffix = style({
  marginTop: 5,
  fontFamily: vars.font.body,
  fontSize: '0.62rem',
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.34em',
  textTransform: 'uppercase',
});
