import { describe, expect, it } from 'vitest';
import { IntegrationConfigureInput, IntegrationTestInput } from './integration.schema.ts';

describe('integration inputs', () => {
  it('accepts each provider with its own fields and fills the defaults', () => {
    const parsed = IntegrationConfigureInput.parse({
      provider: 'zammad',
      apiUrl: 'https://support.example.com',
      apiKey: 'secret-token',
      config: { defaultGroup: 'Users', customerEmail: '', syncIntervalMinutes: '30' },
    });
    expect(parsed).toMatchObject({
      provider: 'zammad',
      enabled: true,
      config: { defaultGroup: 'Users', syncIntervalMinutes: 30 },
    });
    expect(parsed.config).not.toHaveProperty('customerEmail', '');
    expect(
      IntegrationTestInput.parse({ provider: 'freshdesk', apiUrl: 'https://a.freshdesk.com' }).config,
    ).toEqual({});
  });

  it("refuses another provider's fields, unknown providers and unknown keys", () => {
    const base = { apiUrl: 'https://support.example.com', apiKey: 'k' };
    expect(
      IntegrationTestInput.safeParse({ ...base, provider: 'freshdesk', config: { defaultGroup: 'x' } })
        .success,
    ).toBe(false);
    expect(IntegrationTestInput.safeParse({ ...base, provider: 'jira' }).success).toBe(false);
    expect(IntegrationTestInput.safeParse({ ...base, provider: 'zammad', ownerId: 'x' }).success).toBe(false);
  });

  it('refuses addresses that are not http(s) with a stable code', () => {
    for (const apiUrl of ['ftp://support.example.com', 'file:///etc/passwd', 'javascript:alert(1)', 'nope']) {
      const result = IntegrationTestInput.safeParse({ provider: 'zammad', apiUrl, apiKey: 'k' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('INTEGRATION_URL_REFUSED');
    }
  });

  it('bounds the sync interval and checks e-mail addresses', () => {
    const base = { provider: 'freshdesk', apiUrl: 'https://a.freshdesk.com', apiKey: 'k' } as const;
    expect(IntegrationConfigureInput.safeParse({ ...base, config: { syncIntervalMinutes: 0 } }).success).toBe(
      false,
    );
    expect(
      IntegrationConfigureInput.safeParse({ ...base, config: { syncIntervalMinutes: 1441 } }).success,
    ).toBe(false);
    expect(
      IntegrationConfigureInput.safeParse({ ...base, config: { defaultEmail: 'not-mail' } }).success,
    ).toBe(false);
  });
});
