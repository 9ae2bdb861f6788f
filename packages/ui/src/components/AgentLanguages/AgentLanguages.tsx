import type { AgentLanguage } from '@pcr/contracts';
import { useTranslate } from '../../i18n/locale-context.js';
import type { PlainText } from '../../i18n/translate.js';

/** Each language's name, in the interface's languages through the catalog (i18n/es/agent-languages.ts). */
const languageNames = {
  en: 'English',
  es: 'Spanish',
  ja: 'Japanese',
  ko: 'Korean',
  vi: 'Vietnamese',
  zh: 'Chinese',
} as const satisfies Record<AgentLanguage, PlainText>;

export interface AgentLanguagesProps {
  languages: readonly AgentLanguage[];
  className?: string;
}

/**
 * The languages an agent works in ("Languages: English, Spanish" / "Idiomas: inglés, español"), so a
 * visitor who prefers Spanish finds the agents who speak it (decision 0033).
 */
export function AgentLanguages({ languages, className }: AgentLanguagesProps) {
  const t = useTranslate();
  return <p className={className}>{t('Languages: {languages}', { languages: languages.map((language) => t(languageNames[language])).join(', ') })}</p>;
}
