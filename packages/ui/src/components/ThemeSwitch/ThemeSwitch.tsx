import { THEME_VALUES, type ThemePreference } from '@pcr/contracts';
import { useTranslate } from '../../i18n/locale-context.js';
import type { PlainText } from '../../i18n/translate.js';
import { Icon, type IconName } from '../Icon/Icon.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import * as styles from './ThemeSwitch.css.js';
import { cx } from '../../utils/cx.js';

const options = {
  light: { label: 'Light', title: 'Light theme', icon: 'sun' },
  dark: { label: 'Dark', title: 'Dark theme', icon: 'moon' },
  system: { label: 'System', title: 'System theme', icon: 'monitor' },
} as const satisfies Record<ThemePreference, { label: PlainText; title: PlainText; icon: IconName }>;

export interface ThemeSwitchProps {
  value: ThemePreference;
  onChange: (value: ThemePreference) => void;
  /** Show the words next to the icons (the mobile menu does; the header bar shows icons only). */
  showLabels?: boolean;
  className?: string;
}

/** Light / Dark / System as a labelled group of toggle buttons (aria-pressed). */
export function ThemeSwitch({ value, onChange, showLabels = false, className }: ThemeSwitchProps) {
  const t = useTranslate();
  return (
    <div role="group" aria-label={t('Theme')} className={cx(styles.group, className)}>
      {THEME_VALUES.map((theme) => {
        const { icon } = options[theme];
        const label = t(options[theme].label);
        return (
          <button
            key={theme}
            type="button"
            aria-pressed={value === theme}
            // The start-up script marks the stored choice before this switch's code runs (start-islands.ts).
            data-theme-option={theme}
            title={showLabels ? undefined : t(options[theme].title)}
            className={cx(styles.option, showLabels && styles.labelled)}
            onClick={() => onChange(theme)}
          >
            <Icon name={icon} size={17} />
            {showLabels ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
          </button>
        );
      })}
    </div>
  );
}
