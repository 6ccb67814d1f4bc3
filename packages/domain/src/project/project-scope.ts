// Which projects the screens show (issue 31): one project chosen in the address
// (`?project=WEB`), else the one remembered for the member, else all of theirs.
// Pure and zod-free, so the screens' hook (@tm/api-client/projects) stays thin.

/** What the scope needs to know of a project. */
export interface ScopedProject {
  id: string;
  key: string;
  archivedAt: string | null;
}

/** The remembered choice of "all my projects" (otherwise a project's id is remembered). */
export const ALL_PROJECTS = 'all';

/** The address's parameter naming the chosen project by its key. */
export const PROJECT_PARAM = 'project';

/**
 * The chosen project, or null for all of them. The address wins (a shared or
 * bookmarked link), matched on the key ignoring case; an address without one takes
 * the remembered project, by id so that a new key does not lose it. A key or id
 * naming none of the member's projects (removed, renamed, deleted) means all.
 * An archived project may be chosen: it is hidden from the switcher, not refused.
 */
export function chosenProject<P extends ScopedProject>(
  projects: readonly P[],
  addressKey: string | null,
  remembered: string | null,
): P | null {
  if (addressKey !== null && addressKey !== '') {
    const key = addressKey.toUpperCase();
    return projects.find((project) => project.key === key) ?? null;
  }
  if (remembered === null || remembered === ALL_PROJECTS) return null;
  return projects.find((project) => project.id === remembered) ?? null;
}

/**
 * The ids a scope stands for, as the servers' list filters take them: the chosen
 * project's; for all projects, none (the server's default: every project of the
 * member, every project for an admin) unless some are archived, which default views
 * hide: then every project of the member that is not (at most `max`, else none).
 */
export function scopeProjectIds(
  projects: readonly ScopedProject[],
  chosen: ScopedProject | null,
  max = Number.POSITIVE_INFINITY,
): string[] | undefined {
  if (chosen) return [chosen.id];
  if (projects.every((project) => project.archivedAt === null)) return undefined;
  const live = projects.filter((project) => project.archivedAt === null).map((project) => project.id);
  return live.length <= max ? live : undefined;
}

/**
 * Whether a task of a project shows in the scope: the chosen project's alone, or for
 * all projects every one but those known to be archived.
 */
export function inScope(
  projects: readonly ScopedProject[],
  chosen: ScopedProject | null,
): (projectId: string) => boolean {
  if (chosen) return (projectId) => projectId === chosen.id;
  const archived = new Set(projects.filter((p) => p.archivedAt !== null).map((p) => p.id));
  return (projectId) => !archived.has(projectId);
}

/**
 * A key suggested from a project's name, as the new-project form offers it: the
 * initials of a name of several words (`Web Shop` → `WS`), else its first letters
 * (`Marketing` → `MARK`); capitals and digits only, starting with a letter, 2 to 10
 * characters (PROJECT_KEY_PATTERN). Empty when the name has no letter to start with.
 */
export function suggestProjectKey(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const start = words.findIndex((word) => /^[A-Z]/.test(word));
  if (start < 0) return '';
  const from = words.slice(start);
  const initials = from.map((word) => word[0]).join('');
  const key = from.length > 1 && initials.length >= 2 ? initials : from.join('').slice(0, 4);
  return key.length >= 2 ? key.slice(0, 10) : '';
}
