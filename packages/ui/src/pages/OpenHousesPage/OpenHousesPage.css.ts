import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';
import { pageBand } from '../../theme/recipes/page-band.js';

export const band = style([pageBand, { display: 'flex', flexDirection: 'column', gap: vars.space['16'] }]);

/** The city filter: a label, its select and the button on one line from tablets up. */
export const filter = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 320px) auto', justifyContent: 'start' } },
});

export const filterField = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
