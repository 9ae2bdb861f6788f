import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css.js';
import { breakpoints } from './tokens.js';

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
    wide: { '@media': `screen and (min-width: ${breakpoints.wide}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.fontSize,
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['alignItems', 'justifyContent'],
  },
});

const colors = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
  },
});

/** Responsive atoms: `sprinkles({ display: { mobile: 'none', desktop: 'flex' }, gap: '4' })`. */
export const sprinkles = createSprinkles(responsive, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
