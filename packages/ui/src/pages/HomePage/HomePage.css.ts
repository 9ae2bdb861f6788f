import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  background: `linear-gradient(160deg, ${vars.color.surfaceSunken} 0%, ${vars.color.accentSoft} 100%)`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heroInner = style({
  display: 'grid',
  gap: vars.space['10'],
  paddingBlock: vars.space['16'],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)', alignItems: 'center', paddingBlock: vars.space['20'] },
  },
});

export const heroCopy = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const heroTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['4xl'],
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  color: vars.color.text,
  '@media': { [media.desktop]: { fontSize: vars.fontSize['5xl'] } },
});

export const heroLead = style({ margin: 0, maxWidth: '36rem', fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const band = style({
  paddingBlock: vars.space['16'],
  '@media': { [media.desktop]: { paddingBlock: vars.space['20'] } },
});

export const tinted = style({ backgroundColor: vars.color.surfaceSunken, borderBlock: `1px solid ${vars.color.border}` });

export const intro = style({
  display: 'grid',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const introCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const introIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
});

export const introTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, color: vars.color.text });

export const introText = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const about = style({
  display: 'grid',
  gap: vars.space['10'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'center' } },
});

export const stats = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['4'], margin: 0 });

export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space['1'], paddingTop: vars.space['4'], borderTop: `1.5px solid ${vars.color.secondary}` });

export const statValue = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize['3xl'], color: vars.color.text });

export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const more = style({ display: 'flex', justifyContent: 'center', marginBlockStart: vars.space['8'] });

export const subscribe = style({
  display: 'grid',
  gap: vars.space['8'],
  padding: vars.space['10'],
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)', alignItems: 'center' } },
});
