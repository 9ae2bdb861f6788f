import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { formPageMain, formPagePanel } from '../../theme/recipes/form-page.js';
import { media } from '../../theme/tokens.js';

export const main = style(formPageMain);

// Closer than /contact's: the step's label and heading, a notice and the form.
export const formPanel = style({ ...formPagePanel, gap: vars.space['6'] });

export const stepLabel = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const stepTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize['3xl'],
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  minWidth: 0,
});

/** Fields side by side from tablets up (city and ZIP; beds, baths and area). */
export const row = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' },
  },
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
});

export const summaryAddress = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

export const asideTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize['2xl'],
});

export const howList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'how',
});

export const howItem = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr)',
  gap: vars.space['4'],
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  counterIncrement: 'how',
  '::before': {
    content: 'counter(how)',
    display: 'grid',
    placeItems: 'center',
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: '999px',
    backgroundColor: vars.color.accentSoft,
    color: vars.color.accent,
    fontWeight: vars.fontWeight.semibold,
  },
});

export const howTitle = style({
  display: 'block',
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});
