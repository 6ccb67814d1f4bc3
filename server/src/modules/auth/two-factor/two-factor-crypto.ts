import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

// Keys of their own, derived from the server secret (config/server-secret.ts), so
// TOTP secrets, recovery codes and pending sign-ins never share key material with
// calendar tokens, integration keys or each other.
const keyFor = (secret: string, use: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'taskmanager', `two-factor-${use}:v1`, 32));

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, each base64url; a fresh IV per sealing. */
export function sealTotpSecret(serverSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret, 'totp'), iv);
  const data = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'))].join('.');
}

/** Throws when the value was not sealed under this server secret or was altered. */
export function openTotpSecret(serverSecret: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unreadable sealed secret');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyFor(serverSecret, 'totp'),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * What is stored of a recovery code: keyed by the server secret, so a copy of the
 * database alone cannot test guesses offline.
 */
export const recoveryCodeHash = (serverSecret: string, code: string) =>
  createHmac('sha256', keyFor(serverSecret, 'recovery')).update(code).digest('hex');

// Unambiguous lower-case letters and digits (no 0/o, 1/l/i): 10 characters = 50 bits.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** A fresh recovery code as shown to the member: `abcde-fghij`. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(CODE_LENGTH * 2);
  let code = '';
  // Rejection sampling keeps every character equally likely.
  for (const b of bytes) {
    if (b >= 256 - (256 % ALPHABET.length)) continue;
    code += ALPHABET[b % ALPHABET.length];
    if (code.length === CODE_LENGTH) break;
  }
  return code.length === CODE_LENGTH ? `${code.slice(0, 5)}-${code.slice(5)}` : newRecoveryCode();
}

/** How a typed recovery code is compared: without the dash, lower case (as TwoFactorCodeSchema leaves it). */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** HMAC-signed `<payload>.<signature>` (base64url), for the short-lived pending sign-in. */
export function signToken(serverSecret: string, payload: string): string {
  const body = Buffer.from(payload, 'utf8').toString('base64url');
  const mac = createHmac('sha256', keyFor(serverSecret, 'pending')).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The payload of a token this server signed, or null. */
export function readSignedToken(serverSecret: string, token: string): string | null {
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', keyFor(serverSecret, 'pending')).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(body, 'base64url').toString('utf8');
}
