import { describe, expect, it } from 'vitest';
import { checkIntegrationUrl, isRefusedAddress } from './url-guard.ts';

describe('addresses an integration may not call', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111'])('allows %s', (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });
});

describe('integration URL syntax', () => {
  it('normalises the base address', () => {
    expect(checkIntegrationUrl('https://help.example.com/', false)).toBe('https://help.example.com');
    expect(checkIntegrationUrl('https://help.example.com/api/v1', false)).toBe('https://help.example.com');
    expect(checkIntegrationUrl('https://example.com/support/api?x=1', false)).toBe(
      'https://example.com/support',
    );
  });

  it.each([
    'ftp://help.example.com',
    'file:///etc/passwd',
    'http://user:pass@help.example.com',
    'http://127.0.0.1:8080',
    'http://2130706433/',
    'http://0x7f.0.0.1/',
    'http://[::1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://169.254.169.254/latest/meta-data',
  ])('refuses %s', (url) => {
    expect(() => checkIntegrationUrl(url, false)).toThrow(
      expect.objectContaining({ code: 'INTEGRATION_URL_REFUSED' }),
    );
  });

  it('allows private addresses only when configured to', () => {
    expect(checkIntegrationUrl('http://127.0.0.1:8080', true)).toBe('http://127.0.0.1:8080');
    expect(() => checkIntegrationUrl('ftp://127.0.0.1', true)).toThrow();
  });
});
