export const LANGUAGES = ['en', 'fr', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
/** localStorage key of the language choice (SPEC 3: stored locally). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Each language named in itself, as the profile menu lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', nl: 'Nederlands' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
