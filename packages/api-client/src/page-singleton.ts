/**
 * One value per page, whichever copy of a module asks for it. Module Federation
 * normally gives every app the shell's copy of this package, but a remote run by
 * its own dev server, or a remote built against another version of a file, can
 * end up evaluating a second copy; keying the state on the page keeps ONE session,
 * ONE socket and ONE QueryClient even then.
 */
export function pageSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`taskmanager.${name}`);
  const registry = globalThis as unknown as Record<symbol, T | undefined>;
  registry[key] ??= create();
  return registry[key] as T;
}
