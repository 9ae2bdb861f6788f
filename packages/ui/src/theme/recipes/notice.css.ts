import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';

/** The notice card, shared by the static `Notice` and the toaster's notices. */
const surface = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: vars.space['3'],
  width: '100%',
  maxWidth: '24rem',
  padding: `${vars.space['4']} ${vars.space['3']} ${vars.space['4']} ${vars.space['5']}`,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  textAlign: 'left',
  // The coloured edge that tells the variants apart at a glance (besides icon and wording).
  '::before': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    left: 0,
    width: 4,
  },
});

export const variant = styleVariants({
  success: [
    surface,
    {
      backgroundColor: vars.color.surfaceRaised,
      color: vars.color.text,
      selectors: { '&::before': { backgroundColor: vars.color.success } },
    },
  ],
  destructive: [
    surface,
    {
      backgroundColor: vars.color.dangerSoft,
      borderColor: `color-mix(in srgb, ${vars.color.danger} 45%, ${vars.color.dangerSoft})`,
      color: vars.color.text,
      selectors: { '&::before': { backgroundColor: vars.color.danger } },
    },
  ],
});

const iconBase = style({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: '50%',
});

export const icon = styleVariants({
  success: [
    iconBase,
    {
      color: vars.color.success,
      backgroundColor: `color-mix(in srgb, ${vars.color.success} 14%, transparent)`,
    },
  ],
  destructive: [
    iconBase,
    {
      color: vars.color.danger,
      backgroundColor: vars.color.surfaceRaised,
    },
  ],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingTop: 5,
  minWidth: 0,
});

export const title = styleVariants({
  success: {
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  },
  destructive: {
    color: vars.color.danger,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  },
});

const descriptionBase = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const description = styleVariants({
  success: [descriptionBase, { color: vars.color.textMuted }],
  destructive: [descriptionBase, { color: vars.color.text }],
});

export const close = style({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: 'background-color 160ms ease, color 160ms ease',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
  },
});
