import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { formPagePanel } from '../../theme/recipes/form-page.js';
import { raisedPanel } from '../../theme/recipes/raised-panel.js';
import { media } from '../../theme/tokens.js';

/** One column: the heading, the home, then the form (or the request sent). */
export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  maxWidth: '48rem',
  paddingBlock: `${vars.space['10']} ${vars.space['16']}`,
  '@media': { [media.desktop]: { paddingBlock: `${vars.space['12']} ${vars.space['20']}` } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize['4xl'], color: vars.color.text });

export const panel = style({ ...formPagePanel, gap: vars.space['6'] });

/** The home a tour is of: a small photo beside its title, where it is, and the way back to its page. */
export const home = style({
  ...raisedPanel,
  flexDirection: 'row',
  alignItems: 'center',
  padding: vars.space['4'],
});

export const homePhoto = style({
  flexShrink: 0,
  width: 96,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  '@media': { [media.tablet]: { width: 132, height: 88 } },
});

export const homeText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const homeTitle = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

export const homeMuted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Sent: what happens next, where the form was. */
export const sent = style({ ...formPagePanel, gap: vars.space['4'], alignItems: 'flex-start' });

export const sentTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize['2xl'],
});

export const sentIcon = style({ flexShrink: 0, color: vars.color.success });

export const sentText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed });
