import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { restPaths } from './document.ts';
import { mountedApiRoutes } from './mounted-routes.ts';

const app = useTestApp();

describe('GET /api/openapi.json and /api/docs', () => {
  it('has an entry for every REST route the server mounts, and none for a route it does not', () => {
    const mounted = mountedApiRoutes(app.app.http).map((r) => `${r.method} ${r.path}`);
    const documented = restPaths.map((r) => `${r.method} ${r.path}`);
    expect(mounted.length).toBeGreaterThan(50);
    expect(mounted.filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((r) => !mounted.includes(r))).toEqual([]);
  });

  it('serves the document to anyone, as JSON', async () => {
    const res = await app.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.openapi).toBe('3.1.1');
    expect(res.body.paths['/api/tokens'].post.responses['201']).toBeDefined();
  });

  it('serves the docs page and its viewer from the server itself, under the app’s CSP', async () => {
    const page = await app.client().get('/api/docs');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/api/docs/viewer.js', '/api/docs/start.js']);
    expect(page.text).not.toMatch(/<script>/); // no inline script: CSP would block it
    const viewer = await app.client().get('/api/docs/viewer.js');
    expect(viewer.status).toBe(200);
    expect(viewer.headers.get('content-type')).toMatch(/javascript/);
    expect(viewer.text).toContain('createApiReference');
    expect((await app.client().get('/api/docs/start.js')).text).toContain("url: '/api/openapi.json'");
  });
});
