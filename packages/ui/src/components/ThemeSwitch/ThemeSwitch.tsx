import { THEME_VALUES, type ThemePreference } from '@pcr/contracts';
import { useMessages } from '../../i18n/locale-context.js';
import { Icon, type IconName } from '../Icon/Icon.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import * as styles from './ThemeSwitch.css.js';
import { cx } from '../../utils/cx.js';
import { themeSwitchMessages } from './ThemeSwitch.messages.js';

const icons: Record<ThemePreference, IconName> = { light: 'sun', dark: 'moon', system: 'monitor' };

export interface ThemeSwitchProps {
  value: ThemePreference;
  onChange: (value: ThemePreference) => void;
  /** Show the words next to the icons (the mobile menu does; the header bar shows icons only). */
  showLabels?: boolean;
  className?: string;
}

/** Light / Dark / System as a labelled group of toggle buttons (aria-pressed). */
export function ThemeSwitch({ value, onChange, showLabels = false, className }: ThemeSwitchProps) {
  const t = useMessages(themeSwitchMessages);
  return (
    <div role="group" aria-label={t.group} className={cx(styles.group, className)}>
      {THEME_VALUES.map((theme) => {
        const label = t[theme];
        const icon = icons[theme];
        return (
          <button
            key={theme}
            type="button"
            aria-pressed={value === theme}
            title={showLabels ? undefined : t.themeTitle(label)}
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
