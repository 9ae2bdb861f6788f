import { THEME_VALUES, type ThemePreference } from '@pcr/contracts';
import { Icon, type IconName } from '../Icon/Icon.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import * as styles from './ThemeSwitch.css.js';
import { cx } from '../../utils/cx.js';

const options: Record<ThemePreference, { label: string; icon: IconName }> = {
  light: { label: 'Light', icon: 'sun' },
  dark: { label: 'Dark', icon: 'moon' },
  system: { label: 'System', icon: 'monitor' },
};

export interface ThemeSwitchProps {
  value: ThemePreference;
  onChange: (value: ThemePreference) => void;
  /** Show the words next to the icons (the mobile menu does; the header bar shows icons only). */
  showLabels?: boolean;
  className?: string;
}

/** Light / Dark / System as a labelled group of toggle buttons (aria-pressed). */
export function ThemeSwitch({ value, onChange, showLabels = false, className }: ThemeSwitchProps) {
  return (
    <div role="group" aria-label="Theme" className={cx(styles.group, className)}>
      {THEME_VALUES.map((theme) => {
        const { label, icon } = options[theme];
        return (
          <button
            key={theme}
            type="button"
            aria-pressed={value === theme}
            title={showLabels ? undefined : `${label} theme`}
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
