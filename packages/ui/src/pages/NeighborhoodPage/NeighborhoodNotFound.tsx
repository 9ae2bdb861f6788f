import { errorMessages } from '@pcr/contracts';
import { NotFoundState } from '../../components/NotFoundState/NotFoundState.js';

export interface NeighborhoodNotFoundProps {
  className?: string;
}

/** Shown when the neighborhood is missing (or its request fails): the spec's texts letter for letter, and the way back to /neighborhoods. */
export function NeighborhoodNotFound({ className }: NeighborhoodNotFoundProps) {
  const { title, description } = errorMessages.neighborhoodNotFound;
  return <NotFoundState title={title} description={description} back={{ href: '/neighborhoods', label: 'Back to Neighborhoods' }} className={className} />;
}
