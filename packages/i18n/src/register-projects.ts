// The `projects` namespace (issue 31): the shell's projects, project settings and
// members pages add it before they show; the header's switcher speaks `shell`.
import en from './locales/en/projects.json';
import fr from './locales/fr/projects.json';
import nl from './locales/nl/projects.json';
import { registerNamespace } from './register-namespace.ts';

let registered = false;

/** Adds the namespace once per copy of this module; when to call it: register-account-security.ts. */
export function registerProjectsNamespace(): void {
  if (registered) return;
  registered = true;
  registerNamespace('projects', { en, fr, nl });
}
