import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { createHostCheck, hostnameOf } from './allowed-hosts.ts';

const check = createHostCheck(
  loadConfig({
    HOST: '0.0.0.0',
    PUBLIC_URL: 'https://tasks.example.com',
    ALLOWED_ORIGINS: 'https://dashboard.example.org:8443',
    ALLOWED_HOSTS: 'Internal.Proxy, 10.9.8.7',
  }),
);

const ownAddress = Object.values(os.networkInterfaces())
  .flatMap((list) => list ?? [])
  .find((i) => !i.internal)?.address;

describe('hostnameOf', () => {
  it('drops the port, IPv6 brackets and a trailing dot, in lowercase', () => {
    expect(hostnameOf('Tasks.Example.COM:3000')).toBe('tasks.example.com');
    expect(hostnameOf('tasks.example.com.')).toBe('tasks.example.com');
    expect(hostnameOf('[::1]:3000')).toBe('::1');
    expect(hostnameOf('127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('the Host check (DNS rebinding)', () => {
  it.each([
    'tasks.example.com',
    'tasks.example.com:443',
    'dashboard.example.org',
    'internal.proxy:8080',
    '10.9.8.7',
    'localhost:3000',
    'app.localhost',
    '127.0.0.1:3000',
    '127.8.9.10',
    '[::1]:3000',
    os.hostname(),
  ])('answers %s', (host) => {
    expect(check(host)).toBe(true);
  });

  it("answers this machine's own interface addresses", () => {
    if (ownAddress) expect(check(ownAddress.includes(':') ? `[${ownAddress}]` : ownAddress)).toBe(true);
    expect(check('::ffff:127.0.0.1')).toBe(true);
  });

  it.each([
    'evil.example',
    'evil.example:3000',
    'tasks.example.com.evil.example',
    'localhost.evil.example',
    '203.0.113.5',
    '[2001:db8::1]',
    '',
  ])('refuses %j', (host) => {
    expect(check(host)).toBe(false);
  });

  it('lets a request without a Host header through (no browser sends one)', () => {
    expect(check(undefined)).toBe(true);
  });

  it('stops the start on a bad ALLOWED_HOSTS entry, naming the variable', () => {
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://tasks.example.com' })).toThrow(
      /^Invalid environment variable ALLOWED_HOSTS: /,
    );
    expect(() => loadConfig({ ALLOWED_HOSTS: 'tasks.example.com:8080' })).toThrow(/ALLOWED_HOSTS/);
  });
});
