import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const crumbs = style({ paddingBlock: vars.space['4'] });

/** The stat tiles overlap the bottom of the hero a little, tying the figures to the picture. */
export const tiles = style({ position: 'relative', marginTop: `calc(-1 * ${vars.space['10']})` });

export const layout = style({
  display: 'grid',
  gap: vars.space['12'],
  paddingBlock: vars.space['12'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', alignItems: 'start' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space['16'], minWidth: 0 });

export const aside = style({ '@media': { [media.desktop]: { position: 'sticky', top: vars.space['24'] } } });

export const skeletonTiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['5'] } },
});
