import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { raisedPanel } from '../../theme/recipes/raised-panel.js';
import { media } from '../../theme/tokens.js';
import { touchLink } from '../../theme/recipes/touch-link.js';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'], paddingBlock: vars.space['10'] });

export const layout = style({
  display: 'grid',
  gap: vars.space['10'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 380px', alignItems: 'start' } },
});

/** The contact form, then the home's alerts. */
export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], minWidth: 0 });

export const photo = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.xl, backgroundColor: vars.color.surfaceSunken });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });

export const status = style({ margin: 0, color: vars.color.secondary, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, letterSpacing: '0.1em', textTransform: 'uppercase' });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize['4xl'], lineHeight: vars.lineHeight.tight, color: vars.color.text });

export const price = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.semibold, color: vars.color.accent });

export const muted = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

/** An MLS display rule under the agent: who listed the home (decision 0018). */
export const courtesy = style([muted, { fontSize: vars.fontSize.sm }]);

export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['4'], margin: 0 });

export const fact = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space['1'], padding: vars.space['4'], borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}`, backgroundColor: vars.color.surfaceRaised });

export const factValue = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, color: vars.color.text });

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const agent = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const agentPhoto = style({ borderRadius: '50%', objectFit: 'cover', objectPosition: 'top', backgroundColor: vars.color.surfaceSunken });

/** A private tour's form (issue 48 §2), after the open houses. */
export const tour = style({ ...raisedPanel, gap: vars.space['5'], scrollMarginTop: vars.space['6'] });

/** The link near the top to the tour form. */
export const tourLinkLine = style({ margin: 0 });

export const tourLink = style({ ...touchLink, fontWeight: vars.fontWeight.semibold });

export const tourHeading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.semibold, color: vars.color.text });
