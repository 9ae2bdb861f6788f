import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const band = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  paddingBlock: vars.space['12'],
  '@media': {
    // Results first: on a phone the homes start higher.
    [media.belowTablet]: { paddingBlock: vars.space['8'] },
    [media.desktop]: { paddingBlock: vars.space['16'] },
  },
});

/** The result count, a polite live region: one line of its own size, even while empty (no shift). */
export const count = style({
  // Takes the row's width; on a phone it wraps beside the Filters button rather than push it down a row.
  flex: '1 1 0',
  minWidth: 0,
  margin: 0,
  minHeight: `calc(${vars.fontSize.md} * ${vars.lineHeight.normal})`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

/**
 * The inline form: from tablets up, and on a phone without scripts (its sheet needs them). On a
 * phone with scripts it leaves the first screen to the homes; the sheet shows it.
 */
export const inlineFilters = style({
  '@media': {
    [media.belowTablet]: { display: 'none' },
    [media.belowTabletNoScript]: { display: 'block' },
  },
});

/** The count, and on a phone the Filters button beside it (under it when the words need the row). */
export const resultsBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

/** Phones only, and only with scripts: elsewhere the form is inline. */
export const sheetButton = style({
  '@media': {
    [media.tablet]: { display: 'none !important' },
    [media.noScript]: { display: 'none !important' },
  },
});

/** The search's alerts, set apart from the list above them. */
export const alert = style({ marginTop: vars.space['6'] });
