import { style } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { media } from '../tokens.js';

/**
 * A lead form's card: raised, with a serif heading. The short contact form's (home hero,
 * neighborhood and property detail) and the e-mail alerts' (the list of homes, a home's page).
 */
export const card = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: `${vars.space['8']} ${vars.space['6']}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  // A thin band across the top: sea to sand, the site's two accents.
  '::before': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    top: 0,
    height: 4,
    backgroundImage: `linear-gradient(90deg, ${vars.color.accent}, ${vars.color.secondary})`,
  },
  '@media': {
    [media.tablet]: { padding: `${vars.space['10']} ${vars.space['8']}` },
  },
});

export const cardHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const cardTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize['3xl'],
});

export const cardDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
});
