import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';
import { pageBand } from '../../theme/recipes/page-band.js';

export const crumbs = style({
  marginBottom: vars.space['8'],
});

export const divided = style({
  borderTop: `1px solid ${vars.color.border}`,
});

/** What clients say beside the contact form on wide screens; one column below them. */
export const contactBand = style([
  pageBand,
  {
    display: 'grid',
    gap: vars.space['12'],
    '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 380px', alignItems: 'start' } },
  },
]);

/** An agent no testimonial names yet: the form alone, at the width it has beside them. */
export const contactAlone = style([pageBand, { display: 'grid', justifyContent: 'center', gridTemplateColumns: 'minmax(0, 480px)' }]);

export const reviews = style({ minWidth: 0 });


export const reviewList = style({
  listStyle: 'none',
  margin: 0,
  marginTop: vars.space['8'],
  padding: 0,
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The contact form stays in view beside the testimonials on wide screens. */
export const aside = style({
  minWidth: 0,
  '@media': { [media.desktop]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space['6']})` } },
});
