import type { AppDeps } from '../../app-deps.ts';
import { resolveVapidKeys, type VapidKeys } from './vapid-keys.ts';

// Resolved once per app (tests start several in one process, each with its DATA_DIR).
const keysByApp = new WeakMap<AppDeps, VapidKeys>();

/** The app's VAPID keys: from the configuration, or generated into DATA_DIR on first use. */
export function vapidKeysOf(deps: AppDeps): VapidKeys {
  let keys = keysByApp.get(deps);
  if (!keys) {
    keys = resolveVapidKeys(deps.config, deps.log);
    keysByApp.set(deps, keys);
  }
  return keys;
}
