// Light, dark or system theme, applied to <html data-theme> so the tokens of
// styles/tokens.css switch. The choice is stored in localStorage
// `theme-preference`; `darkMode` mirrors the resolved theme (SPEC 3 keeps both).
// One theme state for the whole page.
import { useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];
export const THEME_STORAGE_KEY = 'theme-preference';
export const DARK_MODE_STORAGE_KEY = 'darkMode';

type ThemeStore = { preference: ThemePreference; listeners: Set<() => void>; started: boolean };
// Keyed on the page so that any copy of this module shares one state. Written out
// here rather than imported: a call into another shared package while this module
// is evaluated may run before federation has wired that package in.
const registry = globalThis as { [key: symbol]: unknown };
const STORE_KEY = Symbol.for('taskmanager.theme');
registry[STORE_KEY] ??= {
  preference: readPreference(),
  listeners: new Set(),
  started: false,
} satisfies ThemeStore;
const store = registry[STORE_KEY] as ThemeStore;

function readPreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark' || stored === 'system') return stored;
    // An older client kept only `darkMode`.
    const dark = localStorage.getItem(DARK_MODE_STORAGE_KEY);
    if (dark === 'true') return 'dark';
    if (dark === 'false') return 'light';
  } catch {
    // Storage unavailable: default.
  }
  return 'system';
}

const systemQuery = () =>
  typeof window !== 'undefined' && window.matchMedia
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;

export function resolveTheme(pref: ThemePreference = store.preference): ResolvedTheme {
  if (pref !== 'system') return pref;
  return systemQuery()?.matches ? 'dark' : 'light';
}

function apply(): void {
  const resolved = resolveTheme();
  document.documentElement.dataset.theme = resolved;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, store.preference);
    localStorage.setItem(DARK_MODE_STORAGE_KEY, String(resolved === 'dark'));
  } catch {
    // Storage unavailable: the theme still applies to this page.
  }
  for (const l of store.listeners) l();
}

/** Applies the stored theme and follows the system's changes; call once before the first render. */
export function initTheme(): void {
  if (store.started) return;
  store.started = true;
  apply();
  systemQuery()?.addEventListener('change', () => {
    if (store.preference === 'system') apply();
  });
}

export function setThemePreference(next: ThemePreference): void {
  store.preference = next;
  apply();
}

const subscribe = (l: () => void) => {
  store.listeners.add(l);
  return () => store.listeners.delete(l);
};
const snapshot = () => `${store.preference}:${resolveTheme()}`;

export function useTheme(): {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (p: ThemePreference) => void;
} {
  const [pref, resolved] = useSyncExternalStore(subscribe, snapshot, snapshot).split(':') as [
    ThemePreference,
    ResolvedTheme,
  ];
  return { preference: pref, resolved, setPreference: setThemePreference };
}
