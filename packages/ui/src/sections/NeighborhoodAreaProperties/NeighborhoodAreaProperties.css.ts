import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'] });

/** Two across from tablet up: four homes make two rows, the two skeletons one. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const emptyText = style({ color: vars.color.text, fontSize: vars.fontSize.lg });

export const more = style({ display: 'flex', justifyContent: 'flex-start', margin: 0 });

/** "View all properties in …" may break onto two lines: in Spanish it runs past a 320 px screen on one. */
export const viewAll = style({ maxWidth: '100%', whiteSpace: 'normal', textAlign: 'center', lineHeight: vars.lineHeight.snug });
