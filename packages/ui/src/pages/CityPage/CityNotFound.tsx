import { errorMessages } from '@pcr/contracts';
import { NotFoundState } from '../../components/NotFoundState/NotFoundState.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface CityNotFoundProps {
  className?: string;
}

/** Shown when the city request fails or finds nothing: spec texts letter for letter, and a way back. */
export function CityNotFound({ className }: CityNotFoundProps) {
  const t = useTranslate();
  const { title, description, action } = errorMessages.cityNotFound;
  return <NotFoundState title={t(title)} description={t(description)} back={{ href: '/cities', label: t(action) }} className={className} />;
}
