import { i18n } from '@tm/i18n/i18n';
import type { Language } from './languages.ts';

export type NamespaceBundle = Record<Language, Record<string, unknown>>;

/**
 * Adds a remote's namespace to the page's i18next instance. Call it at module
 * level in the remote's `src/i18n.ts`, imported first by `expose/app.tsx`; inside
 * the shell i18n is already running, standalone the bundle is added as soon as it
 * starts. Calling it again (remote reloaded) overwrites the bundle.
 */
export function registerNamespace(ns: string, bundle: NamespaceBundle): void {
  const add = () => {
    for (const [lang, resources] of Object.entries(bundle)) {
      i18n.addResourceBundle(lang, ns, resources, true, true);
    }
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
