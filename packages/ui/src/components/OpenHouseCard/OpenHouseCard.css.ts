import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** The day and hours above the home's card, the calendar links under it. */
export const openHouse = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], height: '100%' });

export const when = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontWeight: 600,
  color: vars.color.text,
});

export const clock = style({ color: vars.color.secondary, flexShrink: 0 });

export const calendarLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const calendarLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  // A target a finger can hit (WCAG 2.5.8): 24 px at least.
  display: 'inline-block',
  minHeight: '24px',
  paddingBlock: '2px',
  selectors: { '&:hover': { color: vars.color.accentHover } },
});
