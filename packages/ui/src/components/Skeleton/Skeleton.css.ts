import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

const base = style({
  display: 'block',
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const shape = styleVariants({
  text: [base, { borderRadius: vars.radius.sm, height: '0.9em' }],
  block: [base, { borderRadius: vars.radius.md }],
  circle: [base, { borderRadius: '50%' }],
  /** One line of text: inside an element with the text's own class it takes exactly that text's line height. */
  line: [base, { display: 'inline-block', verticalAlign: 'middle', height: '0.9em', maxWidth: '100%', borderRadius: vars.radius.sm }],
});
