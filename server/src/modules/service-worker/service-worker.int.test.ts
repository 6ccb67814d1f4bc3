import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-static-'));
const indexHtml = path.join(root, 'shell', 'dist', 'index.html');

beforeAll(() => {
  fs.mkdirSync(path.dirname(indexHtml), { recursive: true });
  fs.writeFileSync(indexHtml, '<script src="/assets/index-AAAAAAAA.js"></script>');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const t = useTestApp({
  STATIC_ROOT: root,
  REMOTE_URLS: 'mf-dashboard=https://cdn.example.com/dash/remoteEntry.js',
});

const versionOf = (script: string) => /const VERSION = '([A-Za-z0-9_-]+)';/.exec(script)?.[1];

describe('/sw.js', () => {
  it('is a valid, always revalidated script with the remotes it may cache', async () => {
    const res = await fetch(`${t.url}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const script = await res.text();
    expect(() => new vm.Script(script)).not.toThrow();
    expect(script).not.toContain('__SW_');
    expect(script).toContain('const REMOTE_ORIGINS = ["https://cdn.example.com"];');
    expect(versionOf(script)).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('has a new version, hence a new cache, when a new build is deployed', async () => {
    const before = versionOf(await (await fetch(`${t.url}/sw.js`)).text());
    expect(versionOf(await (await fetch(`${t.url}/sw.js`)).text())).toBe(before);
    fs.writeFileSync(indexHtml, '<script src="/assets/index-BBBBBBBB.js"></script>');
    const after = versionOf(await (await fetch(`${t.url}/sw.js`)).text());
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });
});

describe('/manifest.webmanifest', () => {
  it('makes the app installable: standalone from /app, icons including a maskable one', async () => {
    const res = await fetch(`${t.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: 'Task Manager', start_url: '/app', display: 'standalone' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    for (const size of ['192x192', '512x512']) {
      expect(icons.some((i) => i.sizes === size && i.purpose === 'any')).toBe(true);
      expect(icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
    }
    // Each icon is a committed PNG of the size it claims.
    for (const icon of icons) {
      const png = fs.readFileSync(path.join(import.meta.dirname, '../../../../shell/public', icon.src));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});
