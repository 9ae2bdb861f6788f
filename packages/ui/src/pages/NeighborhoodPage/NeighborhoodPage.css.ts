import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const crumbs = style({ paddingBlock: vars.space['4'] });

/** One line of breadcrumb text, in the loaded page and its skeleton alike. */
export const crumbsLine = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  fontSize: vars.fontSize.sm,
});

export const layout = style({
  display: 'grid',
  gap: vars.space['12'],
  paddingBlock: vars.space['12'],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 380px', alignItems: 'start', paddingBlock: vars.space['16'] },
  },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space['16'], minWidth: 0 });

/** The contact form stays in view beside the long column on wide screens. */
export const aside = style({
  minWidth: 0,
  '@media': { [media.desktop]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space['6']})` } },
});

export const tinted = style({ backgroundColor: vars.color.surfaceSunken, borderTop: `1px solid ${vars.color.border}` });

export const band = style({
  paddingBlock: vars.space['16'],
  '@media': { [media.desktop]: { paddingBlock: vars.space['20'] } },
});

/** Stands for the section heading and the property types: the list cards start where they will. */
export const skeletonHeading = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-start',
  gap: vars.space['3'],
  height: 191,
  marginBottom: vars.space['6'],
  '@media': { [media.tablet]: { height: 162 } },
});

export const skeletonGrid = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
