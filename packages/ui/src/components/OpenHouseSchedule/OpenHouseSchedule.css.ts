import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { raisedPanel } from '../../theme/recipes/raised-panel.js';

export const schedule = style(raisedPanel);

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.semibold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const when = style({ margin: 0, fontWeight: 600 });

export const remarks = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const all = style({ margin: 0, fontSize: vars.fontSize.sm });
