import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('single sign-on and audit settings', () => {
  it('has no provider and keeps the audit log a year by default', () => {
    const c = loadConfig({});
    expect(c.oidc).toBeNull();
    expect(c.auditRetentionDays).toBe(365);
  });

  it('reads the provider, its button text, admin group and OIDC_ONLY', () => {
    const c = loadConfig({
      OIDC_ISSUER: 'https://sso.example.com/realms/acme',
      OIDC_CLIENT_ID: 'tasks',
      OIDC_CLIENT_SECRET: 'shh',
      OIDC_LABEL: 'Sign in with Acme',
      OIDC_ADMIN_GROUP: 'task-admins',
      OIDC_ONLY: '1',
      AUDIT_RETENTION_DAYS: '90',
    });
    expect(c.oidc).toEqual({
      issuer: 'https://sso.example.com/realms/acme',
      clientId: 'tasks',
      clientSecret: 'shh',
      label: 'Sign in with Acme',
      adminGroup: 'task-admins',
      only: true,
    });
    expect(c.auditRetentionDays).toBe(90);
    expect(loadConfig({ OIDC_ISSUER: 'https://sso.example.com', OIDC_CLIENT_ID: 'x' }).oidc).toMatchObject({
      label: 'Single sign-on',
      clientSecret: undefined,
      adminGroup: undefined,
      only: false,
    });
  });

  it('names the variable of a missing or wrong setting', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://sso.example.com' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ OIDC_ONLY: '1' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ OIDC_ISSUER: 'ftp://sso', OIDC_CLIENT_ID: 'x' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: 'forever' })).toThrow(/AUDIT_RETENTION_DAYS/);
  });
});
