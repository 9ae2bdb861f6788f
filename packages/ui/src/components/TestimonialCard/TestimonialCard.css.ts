import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  height: '100%',
  margin: 0,
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const rating = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  vars: { '--star-color': vars.color.secondary },
});

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  flex: '1 1 auto',
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: 1.55,
  color: vars.color.text,
});

export const client = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const photo = style({ borderRadius: '50%', objectFit: 'cover', flexShrink: 0, backgroundColor: vars.color.surfaceSunken });

export const name = style({ display: 'block', fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const location = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
