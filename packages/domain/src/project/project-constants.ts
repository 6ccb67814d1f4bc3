// Projects without zod, so screens can name roles and keys without shipping the
// validation library (project.schema.ts re-exports them).

/** The open project every task and label of an instance from before projects was moved into. */
export const GENERAL_PROJECT_ID = '00000000-0000-4000-8000-000000000001';

/** A person's role in a project: managers run it, members work in it, clients see their share (issue 32). */
export const PROJECT_ROLES = ['manager', 'member', 'client'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

/** The roles that see and work on a project's tasks. */
export const TEAM_ROLES: readonly ProjectRole[] = ['manager', 'member'];

export const PROJECT_NAME_MAX = 100;
export const PROJECT_DESCRIPTION_MAX = 5000;
/** 2 to 10 characters, capitals and digits, starting with a letter: `WEB`, `Q4PLAN`. */
export const PROJECT_KEY_PATTERN = /^[A-Z][A-Z0-9]{1,9}$/;

/** The most projects a list's filter (`projectId`) names at once. */
export const PROJECT_FILTER_MAX = 200;

/** Who may create projects (the setting PROJECT_CREATION). */
export const PROJECT_CREATION_MODES = ['members', 'admins'] as const;
export type ProjectCreationMode = (typeof PROJECT_CREATION_MODES)[number];

/** A task's reference as people say it: its project's key and its number there. */
export const taskRef = (key: string, number: number) => `${key}-${number}`;

/** `WEB-42` as the key and number it names, or null. */
export function parseTaskRef(text: string): { key: string; number: number } | null {
  const match = /^([A-Za-z][A-Za-z0-9]{1,9})-(\d{1,9})$/.exec(text.trim());
  return match ? { key: match[1]!.toUpperCase(), number: Number(match[2]) } : null;
}
