import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { touchLink } from '../../theme/recipes/touch-link.js';

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

export const calendarLink = style(touchLink);
