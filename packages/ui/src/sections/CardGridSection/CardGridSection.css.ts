import { style } from '@vanilla-extract/css';
import { cardGridClass, cardGridSection } from '../../theme/recipes/card-grid.js';

export const section = style(cardGridSection);

export const grid = cardGridClass();
