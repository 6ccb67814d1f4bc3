// The one i18next instance of the page. The shell shares this module as a
// singleton (vite.shared.ts), so every remote translates through it and a
// language change re-renders every screen at once.
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { CORE_RESOURCES } from './core-resources.ts';
import {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from './languages.ts';

// Keyed on the page, not the module: even a second copy of this file (a remote on
// its own dev server) finds the same instance.
const registry = globalThis as { [key: symbol]: unknown };
const KEY = Symbol.for('taskmanager.i18n');
type Holder = { instance: ReturnType<typeof i18next.createInstance>; started: Promise<unknown> | null };
registry[KEY] ??= { instance: i18next.createInstance(), started: null } satisfies Holder;
const holder = registry[KEY] as Holder;

export const i18n = holder.instance;

/** Starts i18n once per page: stored choice, then browser language, cached in localStorage. */
export function initI18n(): Promise<unknown> {
  holder.started ??= i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: CORE_RESOURCES,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      ns: ['common', 'shell', 'errors'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      react: { useSuspense: false },
    })
    .then(() => {
      syncHtmlLang();
      i18n.on('languageChanged', syncHtmlLang);
    });
  return holder.started;
}

/** The active language, reduced to one we ship (`fr-BE` -> `fr`). */
export function currentLanguage(): Language {
  const lang = (i18n.resolvedLanguage ?? i18n.language ?? FALLBACK_LANGUAGE).slice(0, 2);
  return isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
}

export function setLanguage(lang: Language): Promise<unknown> {
  return i18n.changeLanguage(lang);
}

function syncHtmlLang(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
}
