import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';
import { raisedPanel } from '../../theme/recipes/raised-panel.js';

export const root = style({
  paddingBlock: `${vars.space['16']} ${vars.space['20']}`,
  '@media': {
    [media.desktop]: { paddingBlock: vars.space['24'] },
  },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['6'],
  maxWidth: '48rem',
});

export const title = style({
  fontSize: vars.fontSize['4xl'],
  color: vars.color.text,
});

export const lead = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const sectionTitle = style({
  fontSize: vars.fontSize['2xl'],
  color: vars.color.text,
});

/**
 * The live region of the saved notice: on the page from the start, so a notice put in it is read
 * out; out of the column's flow while empty (no gap for nothing).
 */
export const noticeRegion = style({
  selectors: { '&:empty': { position: 'absolute' } },
});

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.success}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const noticeIcon = style({
  flexShrink: 0,
  color: vars.color.success,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const alert = style(raisedPanel);

export const alertHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
});

export const topic = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const topicLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.accentHover } },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const badge = {
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
} as const;

export const badgeOn = style({ ...badge, backgroundColor: vars.color.accentSoft });
export const badgeOff = style({ ...badge, backgroundColor: vars.color.secondarySoft });

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['4'],
});

export const frequency = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const frequencyField = style({
  width: '12rem',
});

export const deleteAll = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderTop: `3px solid ${vars.color.danger}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const deleteForm = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
});

export const confirm = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  color: vars.color.text,
});

export const checkbox = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  marginTop: 2,
  accentColor: vars.color.accent,
});
