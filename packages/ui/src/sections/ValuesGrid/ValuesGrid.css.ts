import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { tile, tileList, tileSection } from '../../theme/recipes/tile-grid.js';

export const root = style(tileSection);

export const grid = style(tileList({ desktopColumns: 4, gap: vars.space['5'], tabletGap: vars.space['6'] }));

/** A tile with a sand rule across its top (after the tile's border, so it wins). */
export const card = style({ ...tile({ gap: vars.space['3'] }), borderTop: `3px solid ${vars.color.secondary}` });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  marginBottom: vars.space['2'],
  borderRadius: '50%',
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  color: vars.color.text,
});

export const description = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
