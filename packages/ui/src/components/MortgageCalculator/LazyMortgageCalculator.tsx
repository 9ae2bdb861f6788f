import { loadWhenNeeded } from '../../utils/load-when-needed.js';

/**
 * The mortgage calculator, loaded when it is needed (decision 0021): it sits below the fold of a
 * property page and of the mortgage guide, and brings the form controls and valibot with it.
 */
export const LazyMortgageCalculator = loadWhenNeeded(() => import('./MortgageCalculator.js').then((module) => module.MortgageCalculator));
