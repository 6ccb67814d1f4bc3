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

  it('caps connections in all and per client, leaving room for the wall screens', () => {
    expect(loadConfig({}).connections).toEqual({ max: 30_000, perAddress: 256 });
    expect(loadConfig({ MAX_CONNECTIONS: '500', PUBLIC_STREAM_MAX: '100' }).connections.max).toBe(500);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).connections.perAddress).toBe(0);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '-1' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
    expect(() => loadConfig({ MAX_CONNECTIONS: '10000' })).toThrow(
      /MAX_CONNECTIONS: must be above PUBLIC_STREAM_MAX/,
    );
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '40' })).toThrow(/PUBLIC_STREAM_PER_ADDRESS/);
    expect(
      loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0', PUBLIC_STREAM_PER_ADDRESS: '5000' }).connections
        .perAddress,
    ).toBe(0);
  });

  it('reads remote URL overrides', () => {
    const c = loadConfig({ REMOTE_URLS: 'mf-dashboard=https://cdn.example.com/dash/remoteEntry.js' });
    expect(c.remoteUrls).toEqual({ 'mf-dashboard': 'https://cdn.example.com/dash/remoteEntry.js' });
  });
});
