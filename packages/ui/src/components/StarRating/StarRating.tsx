import { formatRating, starParts } from '@pcr/contracts';
import { useTranslate } from '../../i18n/locale-context.js';
import { Icon } from '../Icon/Icon.js';

/** Full stars, a half star for a fraction, empty ones up to five; read out as "Rated 4.5 out of 5". */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  const { full, half, empty } = starParts(rating);
  const t = useTranslate();
  return (
    <span role="img" aria-label={t('Rated {rating} out of 5', { rating: formatRating(rating) })} style={{ display: 'inline-flex', alignItems: 'center', gap: 2, color: 'var(--star-color, #B7791F)' }}>
      {Array.from({ length: full }, (_, i) => (
        <Icon key={`f${i}`} name="star" size={size} data-star="full" />
      ))}
      {half ? <Icon name="star-half" size={size} data-star="half" /> : null}
      {Array.from({ length: empty }, (_, i) => (
        <Icon key={`e${i}`} name="star-empty" size={size} data-star="empty" />
      ))}
    </span>
  );
}
