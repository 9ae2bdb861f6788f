import { style } from '@vanilla-extract/css';
import { pageBand } from '../../theme/recipes/page-band.js';

export const band = style(pageBand);
