import { loadWhenNeeded } from '../../utils/load-when-needed.js';

/**
 * The mortgage calculator, loaded when it is needed (decision 0021): it sits below the fold of a
 * property page and of the mortgage guide, and brings the form controls and valibot with it, and on
 * a Spanish page its Spanish texts.
 */
export const LazyMortgageCalculator = loadWhenNeeded(
  () => import('./MortgageCalculator.js').then((module) => module.MortgageCalculator),
  () => import('../../i18n/es/mortgage.js').then((module) => module.mortgageEs),
);
