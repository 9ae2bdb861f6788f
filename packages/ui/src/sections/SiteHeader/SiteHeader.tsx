import { useEffect, useId, useRef, useState } from 'react';
import type { SiteIdentity, ThemePreference } from '@pcr/contracts';
import { Brand } from '../../components/Brand/Brand.js';
import { buttonClassName } from '../../components/Button/Button.js';
import { Container } from '../../components/Container/Container.js';
import { Icon } from '../../components/Icon/Icon.js';
import { Link } from '../../components/Link/Link.js';
import { ThemeSwitch } from '../../components/ThemeSwitch/ThemeSwitch.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import { useLocale, useTranslate } from '../../i18n/locale-context.js';
import { isNavItemActive, mainNavigation } from '../../utils/navigation.js';
import { LanguageSwitch } from '../../components/LanguageSwitch/LanguageSwitch.js';
import * as styles from './SiteHeader.css.js';
import { cx } from '../../utils/cx.js';

export interface SiteHeaderProps {
  /** The current path (e.g. from the router); decides which link is the current page. */
  currentPath: string;
  /** The page's path and query, which the language switch carries (default: `currentPath`). */
  pageAddress?: string;
  identity: Pick<SiteIdentity, 'brand' | 'phoneDisplay' | 'phoneHref'>;
  themePreference: ThemePreference;
  onThemeChange: (value: ThemePreference) => void;
}

/**
 * Sticky site header: skip link, brand, main navigation, phone, language and theme switches.
 * Below the desktop breakpoint the navigation folds into a menu opened by a toggle button
 * (closes on link click, on Escape and when the path changes).
 */
export function SiteHeader({ currentPath, pageAddress = currentPath, identity, themePreference, onThemeChange }: SiteHeaderProps) {
  const t = useTranslate();
  const locale = useLocale();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [pathWhenOpened, setPathWhenOpened] = useState(currentPath);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A navigation closes the menu (adjusting state while rendering, not in an effect).
  if (pathWhenOpened !== currentPath) {
    setPathWhenOpened(currentPath);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const closeMenu = () => setOpen(false);

  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        {t('Skip to main content')}
      </a>
      <Container className={styles.bar}>
        <Brand brand={identity.brand} />

        <nav id={menuId} aria-label={t('Main')} className={styles.nav} data-open={open}>
          <ul className={styles.list}>
            {mainNavigation.map((item) => {
              const active = isNavItemActive(item.href, currentPath);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={styles.link}
                    aria-current={active ? 'page' : undefined}
                    onClick={closeMenu}
                  >
                    {t(item.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className={styles.mobileExtras}>
            <a href={identity.phoneHref} className={buttonClassName('primary', 'lg')}>
              <Icon name="phone" size={18} />
              <span>
                <VisuallyHidden>{t('Call us: ')}</VisuallyHidden>
                {identity.phoneDisplay}
              </span>
            </a>
            <div className={cx(styles.mobileThemeRow, styles.needsScript)}>
              <span aria-hidden="true">{t('Theme')}</span>
              <ThemeSwitch value={themePreference} onChange={onThemeChange} showLabels />
            </div>
            {/* Below the desktop navigation the bar has no room: the switch is in the menu (open without scripts). */}
            <LanguageSwitch currentPath={pageAddress} to={locale === 'en' ? 'es' : 'en'} />
          </div>
        </nav>

        <div className={styles.actions}>
          <a href={identity.phoneHref} className={cx(styles.phone, styles.wideOnly)}>
            <span className={styles.phoneIcon}>
              <Icon name="phone" size={16} />
            </span>
            <span>
              <VisuallyHidden>{t('Call us: ')}</VisuallyHidden>
              {identity.phoneDisplay}
            </span>
          </a>
          <LanguageSwitch currentPath={pageAddress} to={locale === 'en' ? 'es' : 'en'} compactBelowWide className={styles.desktopOnly} />
          <ThemeSwitch className={cx(styles.desktopOnly, styles.needsScript)} value={themePreference} onChange={onThemeChange} />
          <a href={identity.phoneHref} className={cx(styles.iconButton, styles.belowWideOnly)} aria-label={t('Call us: {phone}', { phone: identity.phoneDisplay })}>
            <Icon name="phone" size={19} />
          </a>
          <button
            ref={toggleRef}
            type="button"
            className={cx(styles.iconButton, styles.mobileOnly, styles.needsScript)}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name={open ? 'close' : 'menu'} size={21} />
            <VisuallyHidden>{t('Menu')}</VisuallyHidden>
          </button>
        </div>
      </Container>
    </header>
  );
}
