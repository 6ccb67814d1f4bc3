import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('reads a number of hops as a number, and true/false as booleans', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('false')).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('reads a list of addresses, subnets and named ranges', () => {
    expect(trustProxy('10.0.0.1, 10.0.0.0/8,fd00::/8 , loopback')).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['yes please', '10.0.0.300', '10.0.0.0/33', '::1/129', 'proxy.example', '10.0.0.1,'])(
    'stops the start on %j, naming the variable and the entry',
    (value) => {
      expect(() => trustProxy(value)).toThrow(/^Invalid environment variable TRUST_PROXY: /);
    },
  );
});
