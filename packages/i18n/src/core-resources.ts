// The namespaces the shell owns, bundled with @tm/i18n itself. Remotes bring their
// own namespace with registerNamespace (register-namespace.ts) when they load.
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enShell from './locales/en/shell.json';
import frCommon from './locales/fr/common.json';
import frErrors from './locales/fr/errors.json';
import frShell from './locales/fr/shell.json';
import nlCommon from './locales/nl/common.json';
import nlErrors from './locales/nl/errors.json';
import nlShell from './locales/nl/shell.json';

export const CORE_RESOURCES = {
  en: { common: enCommon, shell: enShell, errors: enErrors },
  fr: { common: frCommon, shell: frShell, errors: frErrors },
  nl: { common: nlCommon, shell: nlShell, errors: nlErrors },
};
