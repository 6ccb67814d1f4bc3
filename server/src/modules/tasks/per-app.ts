import type { AppDeps } from '../../app-deps.ts';

/**
 * One instance of something per running app, made on first use: tests run several
 * apps, each on its own database, in one process, so a module-level cache would mix them.
 */
export function perApp<T>(make: () => T): (deps: AppDeps) => T {
  const instances = new WeakMap<AppDeps, T>();
  return (deps) => {
    let instance = instances.get(deps);
    if (instance === undefined) {
      instance = make();
      instances.set(deps, instance);
    }
    return instance;
  };
}
