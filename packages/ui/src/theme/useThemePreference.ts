import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEME_VALUES, type ThemePreference } from '@pcr/contracts';

export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();
/** Used when storage is unavailable (private mode, blocked cookies), so the switch still works. */
let memoryPreference: ThemePreference | null = null;

function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_VALUES as readonly string[]).includes(value);
}

function readPreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : DEFAULT_THEME;
  } catch {
    return memoryPreference ?? DEFAULT_THEME;
  }
}

function systemPrefersDark(): boolean {
  try {
    return window.matchMedia(DARK_QUERY).matches;
  } catch {
    return false;
  }
}

/** Puts the literal class `light` or `dark` on <html> (the same thing the init script does). */
export function applyThemeClass(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

function subscribePreference(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribeSystem(onChange: () => void): () => void {
  let query: MediaQueryList;
  try {
    query = window.matchMedia(DARK_QUERY);
  } catch {
    return () => {};
  }
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const serverPreference = (): ThemePreference => DEFAULT_THEME;
const serverPrefersDark = () => false;

export interface ThemePreferenceState {
  /** What the visitor chose: light, dark or system. */
  preference: ThemePreference;
  /** What is shown: light or dark (system resolved through the OS setting). */
  resolvedTheme: ResolvedTheme;
  /** Stores the choice under THEME_STORAGE_KEY and updates the <html> class at once. */
  setPreference: (next: ThemePreference) => void;
}

/**
 * The visitor's theme preference, kept in localStorage and on the <html> class.
 * Safe to render on the server (it reports the default until hydrated) and follows
 * the operating system while the preference is `system`.
 */
export function useThemePreference(): ThemePreferenceState {
  const preference = useSyncExternalStore(subscribePreference, readPreference, serverPreference);
  const prefersDark = useSyncExternalStore(subscribeSystem, systemPrefersDark, serverPrefersDark);
  const resolvedTheme = resolveTheme(preference, prefersDark);

  // Keep <html> in step (covers other tabs and OS changes while on `system`).
  useEffect(() => {
    applyThemeClass(resolvedTheme);
  }, [resolvedTheme]);

  const setPreference = useCallback((next: ThemePreference) => {
    memoryPreference = next;
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the class still changes for this page.
    }
    applyThemeClass(resolveTheme(next, systemPrefersDark()));
    listeners.forEach((listener) => listener());
  }, []);

  return { preference, resolvedTheme, setPreference };
}
