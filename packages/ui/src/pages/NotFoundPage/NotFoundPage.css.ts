import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: `${vars.space['16']} ${vars.space['20']}`,
  '@media': {
    [media.desktop]: { paddingBlock: `${vars.space['24']} ${vars.space['24']}` },
  },
});

export const inner = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['5'],
});

export const code = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.regular,
  fontStyle: 'italic',
  lineHeight: 0.9,
  letterSpacing: '-0.03em',
  color: vars.color.secondary,
});

export const title = style({
  fontSize: vars.fontSize['5xl'],
  color: vars.color.text,
});

export const lead = style({
  maxWidth: '36rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const options = style({
  display: 'grid',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: 920,
  marginTop: vars.space['8'],
  listStyle: 'none',
  padding: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  height: '100%',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textAlign: 'left',
  textDecoration: 'none',
  transition: 'border-color 160ms ease, box-shadow 160ms ease, transform 160ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.accent, boxShadow: vars.shadow.md },
  },
});

export const optionIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  marginBottom: vars.space['2'],
  borderRadius: '50%',
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
});

export const optionTitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const optionText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const help = style({
  marginTop: vars.space['6'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const helpLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: 3,
});
