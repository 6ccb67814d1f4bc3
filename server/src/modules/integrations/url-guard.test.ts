import { describe, expect, it } from 'vitest';
import { checkIntegrationUrl, isRefusedAddress } from './url-guard.ts';

describe('addresses an integration may not call', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.1.2.3', 'loopback'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local, cloud metadata'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network 0/8'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved 240/4'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.0.1', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['fd00::1', 'unique local fc00::/7'],
    ['fec0::1', 'site-local fec0::/10'],
    ['feff:ffff::1', 'site-local fec0::/10'],
    ['ff02::1', 'IPv6 multicast'],
    ['::7f00:1', 'IPv4-compatible ::/96 (127.0.0.1)'],
    ['::a9fe:a9fe', 'IPv4-compatible ::/96 (169.254.169.254)'],
    ['::808:808', 'IPv4-compatible ::/96 (8.8.8.8)'],
    ['::ffff:127.0.0.1', 'IPv4-mapped ::ffff:0:0/96'],
    ['::ffff:8.8.8.8', 'IPv4-mapped ::ffff:0:0/96'],
    ['::ffff:0:a00:1', 'IPv4-translated ::ffff:0:0:0/96'],
    ['64:ff9b::7f00:1', 'NAT64 64:ff9b::/96'],
    ['64:ff9b::a00:1', 'NAT64 64:ff9b::/96'],
    ['64:ff9b:1::a00:1', 'local NAT64 64:ff9b:1::/48'],
    ['64:ff9b:1:ffff::1', 'local NAT64 64:ff9b:1::/48'],
    ['2002:7f00:1::', '6to4 2002::/16 (127.0.0.1)'],
    ['2002:a00:1::1', '6to4 2002::/16 (10.0.0.1)'],
    ['2002:c0a8:101::1', '6to4 2002::/16 (192.168.1.1)'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo 2001::/32'],
    ['2001::1', 'Teredo 2001::/32'],
    ['2001:db8::1', 'documentation 2001:db8::/32'],
    ['2001:2::1', 'benchmarking 2001:2::/48'],
    ['100::1', 'discard 100::/64'],
    ['4000::1', 'outside global unicast 2000::/3'],
    ['not-an-ip', 'not an address'],
    ['0177.0.0.1', 'not a canonical address'],
  ])('refuses %s (%s)', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
  ])('allows %s', (address) => {
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
    'http://[::7f00:1]/',
    'http://[fec0::1]/',
    'http://[2001::a00:1]/',
    'http://[64:ff9b:1::a00:1]/',
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
