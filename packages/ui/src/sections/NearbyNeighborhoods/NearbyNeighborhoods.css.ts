import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';
import { body as cardBody } from '../../theme/recipes/media-card.css.js';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'] });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['8'] },
  },
});

/** Name and arrow on one line (scoped to the card body so it wins over the column layout whatever the CSS order). */
export const body = style({
  selectors: { [`${cardBody}&`]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const arrow = style({ flex: 'none', color: vars.color.accent });
