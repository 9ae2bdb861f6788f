import { errorMessages } from '@pcr/contracts';
import { NotFoundState } from '../../components/NotFoundState/NotFoundState.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface NeighborhoodNotFoundProps {
  className?: string;
}

/** Shown when the neighborhood is missing (or its request fails): the spec's texts letter for letter, and the way back to /neighborhoods. */
export function NeighborhoodNotFound({ className }: NeighborhoodNotFoundProps) {
  const t = useTranslate();
  const { title, description } = errorMessages.neighborhoodNotFound;
  return <NotFoundState title={t(title)} description={t(description)} back={{ href: '/neighborhoods', label: t('Back to Neighborhoods') }} className={className} />;
}
