import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const header = style({
  position: 'sticky',
  top: 0,
  // With its menu shown open (no scripts), a sticky header would cover the page on a phone.
  '@media': { [media.belowDesktopNoScript]: { position: 'static' } },
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surfaceGlass,
  backdropFilter: 'saturate(160%) blur(12px)',
  WebkitBackdropFilter: 'saturate(160%) blur(12px)',
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space['4'],
  top: vars.space['2'],
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'translateY(0)' },
  },
});

export const bar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['6'],
  minHeight: vars.layout.headerHeight,
  '@media': {
    // Without scripts the menu cannot open: its links take a row of their own under the bar.
    [media.belowDesktopNoScript]: { flexWrap: 'wrap', rowGap: 0 },
    // The navigation, the language and theme switches and the phone share a laptop's width.
    [media.desktopBelowWide]: { gap: vars.space['4'] },
  },
});

export const nav = style({
  '@media': {
    [media.belowDesktop]: {
      display: 'none',
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      maxHeight: `calc(100vh - ${vars.layout.headerHeight})`,
      overflowY: 'auto',
      padding: `${vars.space['2']} ${vars.space['5']} ${vars.space['6']}`,
      backgroundColor: vars.color.surfaceRaised,
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.lg,
      selectors: {
        '&[data-open="true"]': { display: 'block' },
      },
    },
    [media.desktop]: {
      display: 'flex',
      alignItems: 'center',
      flex: '1 1 auto',
      justifyContent: 'center',
    },
    [media.belowDesktopNoScript]: {
      display: 'block',
      position: 'static',
      order: 3,
      flexBasis: '100%',
      maxHeight: 'none',
      padding: `0 0 ${vars.space['3']}`,
      borderBottom: 'none',
      boxShadow: 'none',
      backgroundColor: 'transparent',
    },
  },
});

/** Controls that only work with scripts (the menu button, the theme switch) are hidden without them. */
export const needsScript = style({
  '@media': {
    [media.noScript]: { display: 'none !important' },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  '@media': {
    // Seven links (issue 47 added "Sell") on one line in either language at every desktop width.
    [media.desktop]: { flexDirection: 'row', alignItems: 'center', gap: vars.space['1'] },
  },
});

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  transition: 'color 160ms ease',
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: vars.fontWeight.semibold },
  },
  '@media': {
    [media.belowDesktop]: {
      justifyContent: 'space-between',
      padding: `${vars.space['4']} ${vars.space['1']}`,
      borderBottom: `1px solid ${vars.color.border}`,
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize.xl,
      selectors: {
        '&[aria-current="page"]::after': {
          content: '""',
          width: 8,
          height: 8,
          borderRadius: '50%',
          backgroundColor: vars.color.secondary,
        },
        '&[aria-current="page"]': {
          boxShadow: `inset 3px 0 0 ${vars.color.secondary}`,
          paddingLeft: vars.space['4'],
        },
      },
    },
    [media.desktop]: {
      padding: `${vars.space['2']} 8px`,
      fontSize: '0.9375rem',
      selectors: {
        '&::after': {
          content: '""',
          position: 'absolute',
          left: 8,
          right: 8,
          bottom: 0,
          height: 2,
          borderRadius: 2,
          backgroundColor: vars.color.secondary,
          transform: 'scaleX(0)',
          transformOrigin: 'left',
          transition: 'transform 200ms ease',
        },
        '&:hover::after': { transform: 'scaleX(1)', opacity: 0.5 },
        '&[aria-current="page"]::after': { transform: 'scaleX(1)', opacity: 1 },
      },
    },
    // A laptop's width holds the seven links in either language only a little closer together and smaller.
    [media.desktopBelowWide]: {
      paddingInline: 4,
      fontSize: vars.fontSize.sm,
      selectors: { '&::after': { left: 4, right: 4 } },
    },
  },
});

export const mobileExtras = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  paddingTop: vars.space['6'],
  '@media': {
    [media.desktop]: { display: 'none' },
  },
});

export const mobileThemeRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flexShrink: 0,
  '@media': { [media.desktopBelowWide]: { gap: vars.space['2'] } },
});

export const desktopOnly = style({
  '@media': {
    [media.belowDesktop]: { display: 'none !important' },
  },
});

export const mobileOnly = style({
  '@media': {
    [media.desktop]: { display: 'none !important' },
  },
});

/** The phone number in full needs the wide layout; below it the header shows a phone icon button. */
export const wideOnly = style({
  '@media': {
    [media.belowWide]: { display: 'none !important' },
  },
});

export const belowWideOnly = style({
  '@media': {
    [media.wide]: { display: 'none !important' },
  },
});

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  fontSize: '0.9375rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 4 },
  },
});

export const phoneIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 34,
  height: 34,
  borderRadius: '50%',
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
});

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent, color: vars.color.accent },
    '&[aria-expanded="true"]': { backgroundColor: vars.color.accent, color: vars.color.accentContrast, borderColor: vars.color.accent },
  },
});
