import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const cards = style({
  paddingTop: vars.space['12'],
  '@media': {
    [media.desktop]: { paddingTop: vars.space['16'] },
  },
});

export const main = style({
  display: 'grid',
  gap: vars.space['12'],
  alignItems: 'start',
  paddingBlock: `${vars.space['12']} ${vars.space['16']}`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      gap: vars.space['16'],
      paddingBlock: `${vars.space['16']} ${vars.space['24']}`,
    },
  },
});

export const formPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  padding: `${vars.space['8']} ${vars.space['5']}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.tablet]: { padding: vars.space['10'] },
    [media.desktop]: { padding: vars.space['12'] },
  },
});

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
