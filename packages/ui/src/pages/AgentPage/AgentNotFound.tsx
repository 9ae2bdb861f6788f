import { errorMessages } from '@pcr/contracts';
import { NotFoundState } from '../../components/NotFoundState/NotFoundState.js';
import { useTranslate } from '../../i18n/locale-context.js';

/** Shown when no agent of the team has the page's name (or the team could not be read), with the way back to /team. */
export function AgentNotFound({ className }: { className?: string }) {
  const t = useTranslate();
  const { title, description, action } = errorMessages.agentNotFound;
  return <NotFoundState title={t(title)} description={t(description)} back={{ href: '/team', label: t(action) }} className={className} />;
}
