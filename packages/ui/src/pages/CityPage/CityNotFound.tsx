import { errorMessages } from '@pcr/contracts';
import { NotFoundState } from '../../components/NotFoundState/NotFoundState.js';

export interface CityNotFoundProps {
  className?: string;
}

/** Shown when the city request fails or finds nothing: spec texts letter for letter, and a way back. */
export function CityNotFound({ className }: CityNotFoundProps) {
  const { title, description, action } = errorMessages.cityNotFound;
  return <NotFoundState title={title} description={description} back={{ href: '/cities', label: action }} className={className} />;
}
