import type { Express } from 'express';

/** A route as express holds it: `GET /api/tasks/:id`. */
export interface MountedRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/**
 * Every route of the app under `/api`, read from express's own router stack, so the
 * coverage test sees what is really mounted (not what a list says is).
 */
export function mountedApiRoutes(app: Express): MountedRoute[] {
  const found: MountedRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const p of paths) {
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== '_all') found.push({ method, path: prefix + p });
          }
        }
      } else if (layer.handle.stack) {
        const mounts = Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath ?? '/'];
        for (const mount of mounts) walk(layer.handle.stack, prefix + (mount === '/' ? '' : mount));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found.filter((r) => r.path.startsWith('/api/'));
}
