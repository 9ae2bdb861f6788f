import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const nav = style({ fontSize: vars.fontSize.sm });

export const list = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const separator = style({ color: vars.color.textMuted });

export const link = style({
  color: vars.color.textMuted,
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.accent } },
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
