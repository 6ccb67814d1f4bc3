import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database with demo accounts and name-only login', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.nameOnlyLogin).toBe(true);
  });

  it('turns demo mode off by default on a PostgreSQL server', () => {
    const c = loadConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/app' });
    expect(c.seedDemo).toBe(false);
    expect(c.nameOnlyLogin).toBe(false);
  });

  it('opens sign-up on the embedded database and asks for an invitation on a PostgreSQL server', () => {
    expect(loadConfig({}).signup).toBe('open');
    expect(loadConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/app' }).signup).toBe('invite');
    expect(loadConfig({ DATABASE_URL: 'postgresql://x@h/db', SIGNUP: 'open' }).signup).toBe('open');
    expect(loadConfig({ SIGNUP: 'closed' }).signup).toBe('closed');
    expect(() => loadConfig({ SIGNUP: 'everyone' })).toThrow(/SIGNUP/);
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('reads remote URL overrides', () => {
    const c = loadConfig({ REMOTE_URLS: 'mf-dashboard=https://cdn.example.com/dash/remoteEntry.js' });
    expect(c.remoteUrls).toEqual({ 'mf-dashboard': 'https://cdn.example.com/dash/remoteEntry.js' });
  });
});
