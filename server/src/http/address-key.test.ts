import { describe, expect, it } from 'vitest';
import { addressLimitKey } from './address-key.ts';

describe('addressLimitKey', () => {
  it('keeps an IPv4 address as is', () => {
    expect(addressLimitKey('192.0.2.17')).toBe('192.0.2.17');
    expect(addressLimitKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address, dotted or in hex', () => {
    expect(addressLimitKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressLimitKey('::FFFF:192.0.2.17')).toBe('192.0.2.17');
    expect(addressLimitKey('::ffff:c000:211')).toBe('192.0.2.17');
    expect(addressLimitKey('0:0:0:0:0:ffff:c000:0211')).toBe('192.0.2.17');
  });

  it('counts every address of one IPv6 /64 as one key', () => {
    const key = '2001:db8:1:2::/64';
    expect(addressLimitKey('2001:db8:1:2::1')).toBe(key);
    expect(addressLimitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe(key);
    expect(addressLimitKey('2001:0DB8:0001:0002:ffff:0:0:1')).toBe(key);
    expect(addressLimitKey('2001:db8:1:2::1%eth0')).toBe(key);
    expect(addressLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('expands the short forms before taking the prefix', () => {
    expect(addressLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(addressLimitKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressLimitKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    expect(addressLimitKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps what is not an IP address as given', () => {
    expect(addressLimitKey('')).toBe('');
    expect(addressLimitKey('unknown')).toBe('unknown');
  });
});
