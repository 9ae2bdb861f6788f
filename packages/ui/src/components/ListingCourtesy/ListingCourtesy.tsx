import * as cardStyles from '../../theme/recipes/media-card.css.js';
import { useTranslate } from '../../i18n/locale-context.js';


export interface ListingCourtesyProps {
  /** The listing office the MLS names; without one (data that is not an MLS's), nothing. */
  office: string | undefined;
  /** The line's look; by default a card's small print (`theme/recipes/media-card.css.ts` `courtesy`). */
  className?: string;
}

/** Who listed the home, as the MLS's display rules ask, on every card and detail page of a listing that names its office. */
export function ListingCourtesy({ office, className = cardStyles.courtesy }: ListingCourtesyProps) {
  const t = useTranslate();
  // "Listing courtesy of {office}": the MLS's attribution of the listing brokerage (decision 0018).
  return office ? <p className={className}>{t('Listing courtesy of {office}', { office })}</p> : null;
}
