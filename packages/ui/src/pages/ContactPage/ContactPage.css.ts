import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { formPageMain, formPagePanel } from '../../theme/recipes/form-page.js';
import { media } from '../../theme/tokens.js';

export const cards = style({
  paddingTop: vars.space['12'],
  '@media': {
    [media.desktop]: { paddingTop: vars.space['16'] },
  },
});

export const main = style(formPageMain);

export const formPanel = style(formPagePanel);

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
});

export const social = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  paddingTop: vars.space['10'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const socialTitle = style({
  fontSize: vars.fontSize['2xl'],
  color: vars.color.text,
});

export const socialText = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
